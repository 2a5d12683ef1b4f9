import { ApplyLink, PaidLinkNotice } from './PaidLinkNotice';
import { Chevron } from './Chevron';

interface Link {
  label: string;
  href: string;
}

interface Props {
  nav: readonly Link[];
  /** The site's tools (nav.ts TOOL_LINKS), a group of their own. */
  tools: readonly Link[];
  /** FAQ and state laws: top-level links, as easy to reach as the main ones. */
  references: readonly Link[];
  resources: readonly Link[];
  resourcesHref: string;
  eligibilityHref: string;
  applyHref: string;
  privacyHref: string;
  termsHref: string;
}

/** The sheet's id: the menu and close buttons name it in `commandfor`. */
const SHEET_ID = 'site-nav';

/*
 * The mobile navigation sheet, rendered to HTML at build time. It is a native modal <dialog>, so it
 * sits in the top layer: no ancestor's backdrop-filter, transform or z-index can clip or cover it, and
 * the browser gives focus containment, Escape and focus return. The buttons open and close it with
 * invoker commands (`commandfor`), and `closedby="any"` closes it on a backdrop tap: the first tap works
 * at once, with no framework to download or hydrate, and even with JavaScript off. For browsers without
 * invoker commands, Header.astro carries a few lines of inline script that do the same (nav-sheet.ts).
 * Scrolling of the page behind is locked in CSS (`html:has(dialog[open]:modal)`, global.css).
 */
/** The Group summaries look like the links (`.sheet-list a` in global.css). */
const linkClass = 'sheet-link';
const invoke = (command: 'show-modal' | 'close') => ({ commandfor: SHEET_ID, command }) as Record<string, string>;

/** A native disclosure: it expands before and after hydration alike, and with no script at all. */
function Group({ title, links }: { title: string; links: readonly Link[] }) {
  return (
    <details className="group">
      <summary className={`${linkClass} cursor-pointer list-none justify-between`}>
        {title}
        <Chevron size={14} className="transition-transform group-open:rotate-180" />
      </summary>
      <ul className="sheet-list ml-3 border-l border-line pl-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export default function MobileNav({ nav, tools, references, resources, resourcesHref, eligibilityHref, applyHref, privacyHref, termsHref }: Props) {
  return (
    <>
      <button
        type="button"
        {...invoke('show-modal')}
        className="inline-flex min-h-tap min-w-tap items-center justify-center rounded-md border border-line text-ink"
        aria-haspopup="dialog"
        aria-controls={SHEET_ID}
      >
        <span className="sr-only">Open navigation</span>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <dialog id={SHEET_ID} aria-labelledby={`${SHEET_ID}-title`} className="nav-sheet" {...{ closedby: 'any' }}>
        <div className="flex min-h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <h2 id={`${SHEET_ID}-title`} className="font-serif text-lg font-semibold">
              Navigation
            </h2>
            <button
              type="button"
              {...invoke('close')}
              className="inline-flex min-h-tap min-w-tap items-center justify-center rounded-md text-ink hover:bg-wash"
            >
              <span className="sr-only">Close navigation</span>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <nav aria-label="Mobile" className="px-2 py-3">
            <ul className="sheet-list space-y-1">
              {[...nav, ...references].map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
              <li>
                <Group title="Tools" links={tools} />
              </li>
              <li>
                <Group title="Resources" links={[{ label: 'All resources', href: resourcesHref }, ...resources]} />
              </li>
            </ul>
          </nav>
          <div className="mt-auto space-y-3 border-t border-line p-4">
            <a href={eligibilityHref} className="btn-secondary w-full">
              Check Eligibility
            </a>
            <ApplyLink href={applyHref} className="w-full" />
            <PaidLinkNotice />
            <div className="flex justify-center gap-4 text-sm">
              <a href={privacyHref} className="inline-flex min-h-tap min-w-tap items-center justify-center text-muted underline">
                Privacy
              </a>
              <a href={termsHref} className="inline-flex min-h-tap min-w-tap items-center justify-center text-muted underline">
                Terms
              </a>
            </div>
          </div>
        </div>
      </dialog>
    </>
  );
}
