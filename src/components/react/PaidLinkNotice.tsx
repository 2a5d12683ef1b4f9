import { APPLY_NEW_TAB_NOTE, PAID_LINK_NOTICE, PARTNER_LINK_ATTRS } from '@/lib/site/paid-link';
import { ROUTES } from '@/lib/site/routes';

/** The React twin of components/PaidLinkNotice.astro, for Apply controls inside islands. */
export function PaidLinkNotice({ className = '' }: { className?: string }) {
  return (
    <p data-paid-notice className={`text-sm leading-snug text-muted ${className}`}>
      {PAID_LINK_NOTICE}{' '}
      <a href={ROUTES.howWeMakeMoney} className="inline-flex min-h-tap items-center">
        How we make money
      </a>
    </p>
  );
}

/**
 * The Apply Now link inside islands (the React twin of components/ApplyButton.astro): the partner link's
 * attributes and new-tab note in one place. Show <PaidLinkNotice /> beside it.
 */
export function ApplyLink({ href, className = '' }: { href: string; className?: string }) {
  return (
    <a href={href} {...PARTNER_LINK_ATTRS} data-apply className={`btn-primary ${className}`.trim()}>
      Apply Now<span className="sr-only">{APPLY_NEW_TAB_NOTE}</span>
    </a>
  );
}
