import { ApplyLink, PaidLinkNotice } from './PaidLinkNotice';
import { PAID_LINK_TEXT } from '@/lib/site/paid-link-text';
import { Chevron } from './Chevron';
import type { Lang } from '@/lib/i18n/lang';
import type { ReactNode } from 'react';

interface Link {
  label: string;
  href: string;
}

interface Props {
  /** Top-level links: the main pages and the references (FAQ, state laws…), as easy to reach as each other. */
  nav: readonly Link[];
  /** Titled groups (the tools first; nav.ts MENUS), each a disclosure of its own. */
  groups: ReadonlyArray<{ title: string; links: readonly Link[] }>;
  eligibilityHref: string;
  applyHref: string;
  privacy: Link;
  terms: Link;
  lang: Lang;
  text: { openNav: string; closeNav: string; navTitle: string; navLabel: string; checkEligibility: string };
  /** The same page in the other language, where it has one (the header's switcher, repeated in the sheet). */
  languageSwitch?: { href: string; label: string; lang: Lang };
  /** The site search box (an island of its own, passed in from Header.astro's `search` slot), above the links. */
  search?: ReactNode;
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

export default function MobileNav({ nav, groups, eligibilityHref, applyHref, privacy, terms, lang, text, languageSwitch, search }: Props) {
  return (
    <>
      <button
        type="button"
        {...invoke('show-modal')}
        className="inline-flex min-h-tap min-w-tap items-center justify-center rounded-md border border-line text-ink"
        aria-haspopup="dialog"
        aria-controls={SHEET_ID}
      >
        <span className="sr-only">{text.openNav}</span>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <dialog id={SHEET_ID} aria-labelledby={`${SHEET_ID}-title`} className="nav-sheet" {...{ closedby: 'any' }}>
        <div className="flex min-h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <h2 id={`${SHEET_ID}-title`} className="text-base font-semibold">
              {text.navTitle}
            </h2>
            <button
              type="button"
              {...invoke('close')}
              className="inline-flex min-h-tap min-w-tap items-center justify-center rounded-md text-ink hover:bg-wash"
            >
              <span className="sr-only">{text.closeNav}</span>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          {search && <div className="border-b border-line px-4 py-3">{search}</div>}
          <nav aria-label={text.navLabel} className="px-2 py-3">
            <ul className="sheet-list space-y-1">
              {nav.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
              {groups.map((group) => (
                <li key={group.title}>
                  <Group title={group.title} links={group.links} />
                </li>
              ))}
              {languageSwitch && (
                <li>
                  <a href={languageSwitch.href} hrefLang={languageSwitch.lang} lang={languageSwitch.lang} data-lang-switch>
                    {languageSwitch.label}
                  </a>
                </li>
              )}
            </ul>
          </nav>
          <div className="mt-auto space-y-3 border-t border-line p-4">
            <a href={eligibilityHref} className="btn-secondary w-full">
              {text.checkEligibility}
            </a>
            <ApplyLink href={applyHref} className="w-full" text={PAID_LINK_TEXT[lang]} />
            <PaidLinkNotice text={PAID_LINK_TEXT[lang]} />
            <div className="flex justify-center gap-4 text-sm">
              <a href={privacy.href} className="inline-flex min-h-tap min-w-tap items-center justify-center text-muted underline">
                {privacy.label}
              </a>
              <a href={terms.href} className="inline-flex min-h-tap min-w-tap items-center justify-center text-muted underline">
                {terms.label}
              </a>
            </div>
          </div>
        </div>
      </dialog>
    </>
  );
}
