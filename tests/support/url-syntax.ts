/**
 * The W3C Nu checker's rule for href and src: each must be a valid URL string (WHATWG URL Standard), so
 * only URL code points, `%` followed by two hex digits, and at most one `#`. html-validate does not check
 * this; the favicon's data: URL once failed it on every page with a bare `<`.
 */
const URL_CODE_POINT = /^[A-Za-z0-9!$&'()*+,\-./:;=?@_~\u{A0}-\u{D7FF}\u{E000}-\u{FDCF}\u{FDF0}-\u{FFFD}\u{10000}-\u{10FFFD}]$/u;

/** The first character a valid URL string cannot hold, described, or null when there is none. */
export function urlSyntaxError(url: string): string | null {
  const chars = [...url];
  let hashes = 0;
  for (const [i, ch] of chars.entries()) {
    if (ch === '#') {
      if (++hashes > 1) return `a second "#" at ${i}`;
    } else if (ch === '%') {
      if (!/^[0-9A-Fa-f]{2}$/.test(chars.slice(i + 1, i + 3).join(''))) return `"%" without two hex digits at ${i}`;
    } else if (!URL_CODE_POINT.test(ch)) {
      return `${JSON.stringify(ch)} at ${i}`;
    }
  }
  return null;
}
