import { PAID_LINK_NOTICE } from '@/lib/site/paid-link';
import { ROUTES } from '@/lib/site/routes';

/** The React twin of components/PaidLinkNotice.astro, for Apply controls inside islands. */
export function PaidLinkNotice({ className = '' }: { className?: string }) {
  return (
    <p data-paid-notice className={`text-sm leading-snug text-muted ${className}`}>
      {PAID_LINK_NOTICE}{' '}
      <a href={ROUTES.howWeMakeMoney} className="inline-flex min-h-[44px] items-center">
        How we make money
      </a>
    </p>
  );
}
