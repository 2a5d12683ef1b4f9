/**
 * The search boxes' `?q=` in the page address (the blog's and the site search page's): read once on load,
 * kept in step as the reader types, without adding history entries. Browser-only.
 */
import { cleanQueryParam } from './blog-search';

/** The page address's cleaned `q`, or '' when there is none or it cannot be read. */
export function readQueryParam(): string {
  try {
    return cleanQueryParam(new URLSearchParams(window.location.search).get('q'));
  } catch {
    return '';
  }
}

/** Sets `q` to what the reader typed (or removes it when the box is empty), replacing the history entry. */
export function writeQueryParam(value: string): void {
  const url = new URL(window.location.href);
  if (value.trim()) url.searchParams.set('q', value);
  else url.searchParams.delete('q');
  window.history.replaceState(window.history.state, '', url);
}
