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

export interface CspOptions {
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

/** Headers every HTML response carries (the CSP is added by the caller). */
export const SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

export const CACHE_HTML = 'public, max-age=300, must-revalidate';
export const CACHE_HASHED = 'public, max-age=31536000, immutable';

/** The `_headers` file (Netlify, Cloudflare Pages). */
export function headersFile(csp: string): string {
  const lines = ['/*', `  Content-Security-Policy: ${csp}`];
  for (const [name, value] of SECURITY_HEADERS) lines.push(`  ${name}: ${value}`);
  lines.push(`  Cache-Control: ${CACHE_HTML}`, '', '/_astro/*', `  Cache-Control: ${CACHE_HASHED}`, '');
  return lines.join('\n');
}

/** The `_redirects` file: permanent redirects as real 301s. */
export function redirectsFile(redirects: Readonly<Record<string, string>>): string {
  return (
    Object.entries(redirects)
      .map(([from, to]) => `${from} ${to} 301`)
      .join('\n') + '\n'
  );
}

/** Put the CSP meta tag first in <head>, so it covers every script after it. */
export function withCspMeta(html: string, csp: string): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  return html.replace(/<head>/i, `<head><meta http-equiv="Content-Security-Policy" content="${csp}">`);
}

/** nginx: the same headers as `_headers`, as `add_header` lines (included in every location). */
export function nginxHeaders(csp: string): string {
  const lines = [`add_header Content-Security-Policy "${csp}" always;`];
  for (const [name, value] of SECURITY_HEADERS) lines.push(`add_header ${name} "${value}" always;`);
  return lines.join('\n') + '\n';
}

/** nginx: the site's redirects as exact-match locations answering 301. */
export function nginxRedirects(redirects: Readonly<Record<string, string>>): string {
  return (
    Object.entries(redirects)
      .map(([from, to]) => `location = ${from} { return 301 ${to}; }`)
      .join('\n') + '\n'
  );
}
