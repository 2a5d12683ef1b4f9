/**
 * Security headers and the Content-Security-Policy, built from the inline scripts the build produced.
 * Scripts are allowed by hash only (no 'unsafe-inline'); styles allow inline because React and Radix
 * set style attributes and the CSS is inlined into each page for a fast first paint.
 */
import { createHash } from 'node:crypto';

/** The text of every executable inline <script> (JSON-LD data blocks are not executed, so not hashed). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc=/i.test(attrs)) continue;
    const type = /\stype="([^"]*)"/i.exec(attrs)?.[1];
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

export const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

interface CspOptions {
  scriptHashes: readonly string[];
  /** `frame-ancestors` is ignored in a <meta> tag, so the meta version leaves it out. */
  forMeta?: boolean;
}

export function buildCsp({ scriptHashes, forMeta = false }: CspOptions): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(scriptHashes)].sort()]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (!forMeta) directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Headers every response carries (the CSP is added by the caller). HSTS is sent over HTTPS only. */
export const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'];
const SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  HSTS,
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // No other site may embed this site's pages, scripts, styles or images (a Spectre-style leak needs them in its process).
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/**
 * HTML and every other unhashed file: the hosts' default, which `_headers` therefore does not set (nginx
 * and scripts/serve.mjs send the same): a browser or CDN may keep a page but must ask again (a cheap 304
 * with the ETag) before using it, so a corrected figure reaches readers at once.
 */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
/** Hashed file names under /_astro/ change whenever the content does: cache for a year. */
export const CACHE_HASHED = 'public, max-age=31536000, immutable';
const HASHED_PREFIX = '/_astro/';

/**
 * The `_headers` file (Netlify, Cloudflare Pages). Those hosts apply EVERY matching rule and join a header
 * set by two rules into one comma-separated value, so no header may be set by two rules for one path:
 * `/*` carries the security headers only, `/_astro/*` only Cache-Control, and HTML keeps the hosts'
 * default caching (max-age=0, must-revalidate). scripts/static-host.mjs applies the same semantics and the tests check it.
 */
export function headersFile(csp: string): string {
  const lines = ['# Every path: security headers. Cache-Control is set by one rule only (hosts join repeats).', '/*', `  Content-Security-Policy: ${csp}`];
  for (const [name, value] of SECURITY_HEADERS) lines.push(`  ${name}: ${value}`);
  lines.push('', `${HASHED_PREFIX}*`, `  Cache-Control: ${CACHE_HASHED}`, '');
  return lines.join('\n');
}

/** The `_redirects` file: permanent redirects as real 301s, with and without a trailing slash. */
export function redirectsFile(redirects: Readonly<Record<string, string>>): string {
  return (
    Object.entries(redirects)
      .flatMap(([from, to]) => [`${from} ${to} 301`, `${from}/ ${to} 301`])
      .join('\n') + '\n'
  );
}

/**
 * Put the CSP meta tag at the top of <head>, so it covers every script after it, but after
 * `<meta charset>`: browsers only look for the charset in the first 1,024 bytes.
 */
export function withCspMeta(html: string, csp: string): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const tag = `<meta http-equiv="Content-Security-Policy" content="${csp}">`;
  const charset = /<head>\s*(<meta charset="?utf-8"?\s*\/?>)/i.exec(html);
  if (charset) return html.replace(charset[0], `<head>${charset[1]}${tag}`);
  return html.replace(/<head>/i, `<head><meta charset="utf-8">${tag}`);
}

/** One nginx header: a `volatile` map from `key` to its value (first match wins), and the add_header that sends it. */
function nginxHeader(name: string, key: string, values: ReadonlyArray<[string, string]>): string {
  const variable = `$site_${name.toLowerCase().replace(/-/g, '_')}`;
  // Status 416 first, empty (see nginxHeaders): exactly, or at the start of a key like "416:https:/x".
  const entries = [[key === '$status' ? '416' : '"~^416:"', '""'], ...values.map(([match, value]) => [match, `"${value}"`])];
  if (!values.some(([match]) => match === 'default')) entries.push(['default', '""']);
  const body = entries.map(([match, value]) => `  ${match} ${value};`).join('\n');
  return `map ${key} ${variable} {\n  volatile;\n${body}\n}\nadd_header ${name} ${variable} always;`;
}

/**
 * nginx: the headers of `_headers`, plus HSTS (https only) and Cache-Control, for deploy/nginx.conf's http
 * block, so every server, location and status carries ONE set (`always`; no server or location may use
 * add_header, which would drop these). Each value comes from a `volatile` map that is empty for status 416,
 * and an add_header whose value is empty sends nothing: for a Range past the end of a file, nginx adds the
 * headers for the 200 it was about to send, then answers 416 through its error path, which adds them all
 * again.
 */
export function nginxHeaders(csp: string): string {
  const blocks = [nginxHeader('Content-Security-Policy', '$status', [['default', csp]])];
  for (const [name, value] of SECURITY_HEADERS) if (name !== HSTS[0]) blocks.push(nginxHeader(name, '$status', [['default', value]]));
  // HSTS and Cache-Control over https only: the plain-HTTP server only redirects to it.
  blocks.push(nginxHeader(HSTS[0], '"$status:$scheme"', [['"~^[0-9]+:https$"', HSTS[1]]]));
  blocks.push(
    nginxHeader('Cache-Control', '"$status:$scheme:$uri"', [
      [`"~^[0-9]+:https:${HASHED_PREFIX}"`, CACHE_HASHED],
      ['"~^[0-9]+:https:"', CACHE_REVALIDATE],
    ]),
  );
  return blocks.join('\n') + '\n';
}

/** nginx: the site's redirects as exact-match locations answering one 301, with or without a trailing slash. */
export function nginxRedirects(redirects: Readonly<Record<string, string>>): string {
  return (
    Object.entries(redirects)
      .flatMap(([from, to]) => [`location = ${from} { return 301 "${to}"; }`, `location = ${from}/ { return 301 "${to}"; }`])
      .join('\n') + '\n'
  );
}
