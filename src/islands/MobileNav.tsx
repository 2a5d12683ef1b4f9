import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { withErrorBoundary } from './ErrorBoundary';

interface Link {
  label: string;
  href: string;
}

interface Props {
  nav: readonly Link[];
  resources: readonly Link[];
  resourcesHref: string;
  eligibilityHref: string;
  applyHref: string;
  privacyHref: string;
  termsHref: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
const linkClass = 'flex min-h-[44px] items-center rounded-md px-3 text-ink no-underline hover:bg-wash';

function MobileNav({ nav, resources, resourcesHref, eligibilityHref, applyHref, privacyHref, termsHref }: Props) {
  const [open, setOpen] = useState(false);
  const [resourcesOpen, setResourcesOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const groupId = useId();

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // Escape closes; Tab cycles inside the sheet while it is open.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !sheetRef.current) return;
    const items = Array.from(sheetRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded-md border border-line text-ink"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className="sr-only">Open navigation</span>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {open && (
        <div className="fixed inset-0 z-50" onKeyDown={onKeyDown}>
          <div className="absolute inset-0 bg-ink/40" aria-hidden="true" onClick={close} />
          <div
            ref={sheetRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className="absolute inset-y-0 right-0 flex w-[88vw] max-w-[400px] flex-col overflow-y-auto bg-paper shadow-xl"
          >
            <div className="flex items-center justify-between border-b border-line px-4 py-2">
              <h2 id={titleId} className="font-serif text-lg font-semibold">
                Navigation
              </h2>
              <button
                ref={closeRef}
                type="button"
                onClick={close}
                className="inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded-md text-ink hover:bg-wash"
              >
                <span className="sr-only">Close navigation</span>
                <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </div>
            <nav aria-label="Mobile" className="flex-1 px-2 py-3">
              <ul className="space-y-1">
                {nav.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={linkClass}>
                      {link.label}
                    </a>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    aria-expanded={resourcesOpen}
                    aria-controls={groupId}
                    onClick={() => setResourcesOpen((value) => !value)}
                    className="flex min-h-[44px] w-full items-center justify-between rounded-md px-3 text-left text-ink hover:bg-wash"
                  >
                    Resources
                    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 12 12" className={resourcesOpen ? 'rotate-180' : ''}>
                      <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
                    </svg>
                  </button>
                  <ul id={groupId} hidden={!resourcesOpen} className="ml-3 border-l border-line pl-2">
                    <li>
                      <a href={resourcesHref} className={linkClass}>
                        All resources
                      </a>
                    </li>
                    {resources.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} className={linkClass}>
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              </ul>
            </nav>
            <div className="space-y-2 border-t border-line p-4">
              <a href={applyHref} target="_blank" rel="sponsored noopener noreferrer" data-apply className="btn-primary w-full">
                Apply Now<span className="sr-only"> (opens the partner's application in a new tab)</span>
              </a>
              <a href={eligibilityHref} className="btn-secondary w-full">
                Check Eligibility
              </a>
              <div className="flex justify-center gap-4 pt-2 text-sm">
                <a href={privacyHref} className="inline-flex min-h-[44px] items-center text-muted underline">
                  Privacy
                </a>
                <a href={termsHref} className="inline-flex min-h-[44px] items-center text-muted underline">
                  Terms
                </a>
              </div>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

export default withErrorBoundary(MobileNav);
