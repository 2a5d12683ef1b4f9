/**
 * A tool's figures in the page address, and in the language links: switching language keeps the scenario.
 * The switcher is a plain link rendered at build time (src/components/LanguageSwitch.astro, the navigation
 * sheet); only a tool's own island rewrites it, so pages without a tool carry no script for it.
 */

/** `href` (a twin's path, perhaps with an old query or an anchor) with `search` as its query string. Pure. */
export function withQuery(href: string, search: string): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const path = (hashAt >= 0 ? href.slice(0, hashAt) : href).split('?')[0]!;
  const query = search.replace(/^\?/, '');
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Writes a tool's query string into the address (replacing the history entry) and into every language link
 * (data-lang-switch: the header's and the sheet's). Browser only. Called with the address's own query on
 * load, it only updates the links.
 */
export function writeToolQuery(search: string): void {
  const url = new URL(window.location.href);
  url.search = search;
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    link.setAttribute('href', withQuery(link.getAttribute('href') ?? '', url.search));
  }
}
