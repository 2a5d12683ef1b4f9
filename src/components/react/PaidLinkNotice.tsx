import { PARTNER_LINK_ATTRS } from '@/lib/site/paid-link';
import type { PaidLinkText } from '@/lib/i18n/tools/common.en';

/**
 * The React twin of components/PaidLinkNotice.astro, for Apply controls inside islands. `text` is the
 * page language's (PAID_LINK_EN or _ES from src/lib/i18n/tools/common.*.ts), passed in so an island
 * bundles one language's words.
 */
export function PaidLinkNotice({ className = '', text }: { className?: string; text: PaidLinkText }) {
  return (
    <p data-paid-notice className={`text-sm leading-snug text-muted ${className}`}>
      {text.notice}{' '}
      <a href={text.href} className="inline-flex min-h-tap items-center">
        {text.howWeMakeMoney}
      </a>
    </p>
  );
}

/**
 * The Apply Now link inside islands (the React twin of components/ApplyButton.astro): the partner link's
 * attributes and new-tab note in one place. Show <PaidLinkNotice /> beside it.
 */
export function ApplyLink({ href, className = '', text }: { href: string; className?: string; text: PaidLinkText }) {
  return (
    <a href={href} {...PARTNER_LINK_ATTRS} data-apply className={`btn-primary ${className}`.trim()}>
      {text.applyNow}
      <span className="sr-only">{text.newTab}</span>
    </a>
  );
}
