import { HOW_WE_MAKE_MONEY_HREF, PAID_LINK_TEXT, PARTNER_LINK_ATTRS } from '@/lib/site/paid-link';
import type { Lang } from '@/lib/i18n/lang';

/** The React twin of components/PaidLinkNotice.astro, for Apply controls inside islands, in the page's language. */
export function PaidLinkNotice({ className = '', lang = 'en' }: { className?: string; lang?: Lang }) {
  const text = PAID_LINK_TEXT[lang];
  return (
    <p data-paid-notice className={`text-sm leading-snug text-muted ${className}`}>
      {text.notice}{' '}
      <a href={HOW_WE_MAKE_MONEY_HREF[lang]} className="inline-flex min-h-tap items-center">
        {text.howWeMakeMoney}
      </a>
    </p>
  );
}

/**
 * The Apply Now link inside islands (the React twin of components/ApplyButton.astro): the partner link's
 * attributes and new-tab note in one place. Show <PaidLinkNotice /> beside it.
 */
export function ApplyLink({ href, className = '', lang = 'en' }: { href: string; className?: string; lang?: Lang }) {
  const text = PAID_LINK_TEXT[lang];
  return (
    <a href={href} {...PARTNER_LINK_ATTRS} data-apply className={`btn-primary ${className}`.trim()}>
      {text.applyNow}
      <span className="sr-only">{text.newTab}</span>
    </a>
  );
}
