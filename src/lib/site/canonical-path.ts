/**
 * A page's path in its canonical form: no query or fragment, no trailing slash (except the root), no .html.
 * A module of its own so the head (head.ts) and the table of page pairs (../i18n/pages.ts), which the head
 * imports, read one rule.
 */
export function canonicalPath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '').replace(/\.html$/, '') || '/' : '/';
}
