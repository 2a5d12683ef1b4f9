// The rules a static host applies to dist/: which file answers a path, redirects, `_headers` semantics,
// content negotiation, validators and ranges. Pure functions, shared by scripts/serve.mjs (npm start,
// browser tests, bench) and unit-tested in tests/unit/static-host.test.ts.

/** @typedef {{ from: string, to: string, status: number }} Redirect */
/** @typedef {{ pattern: string, headers: Array<[string, string]>, detach: string[] }} HeaderRule */

/** Netlify/Cloudflare `_redirects`: `from to [status]` per line, `#` comments. */
export function parseRedirects(text) {
  /** @type {Redirect[]} */
  const rules = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, status] = line.split(/\s+/);
    if (from && to) rules.push({ from, to, status: Number(status ?? 301) || 301 });
  }
  return rules;
}

/**
 * Netlify/Cloudflare `_headers`: a path pattern line, then indented `Name: value` lines, or `! Name`
 * to detach a header that another matching rule sets.
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: line, headers: [], detach: [] });
      continue;
    }
    const current = rules[rules.length - 1];
    if (!current) continue;
    if (line.startsWith('!')) {
      current.detach.push(line.slice(1).trim());
      continue;
    }
    const at = line.indexOf(':');
    if (at > 0) current.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return rules;
}

/** `/_astro/*` matches `/_astro/a.js`; `/*` matches everything; otherwise an exact path. */
export function patternMatches(pattern, path) {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

/**
 * Headers for a path as Cloudflare Pages and Netlify apply them: EVERY matching rule adds its headers, a
 * header set by two rules is sent once with the values joined by ", " (so `max-age=300, max-age=31536000`
 * is what a host really sends), and `! Name` in a matching rule removes the header. `repeated` lists the
 * headers that more than one rule set: `_headers` is wrong for this path if it is not empty.
 * @returns {{ headers: Record<string, string>, repeated: string[] }}
 */
export function resolveHeaders(rules, path) {
  /** @type {Map<string, { name: string, values: string[] }>} */
  const set = new Map();
  const detached = new Set();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = set.get(key) ?? { name, values: [] };
      entry.values.push(value);
      set.set(key, entry);
    }
    for (const name of rule.detach) detached.add(name.toLowerCase());
  }
  /** @type {Record<string, string>} */
  const headers = {};
  const repeated = [];
  for (const [key, { name, values }] of set) {
    if (detached.has(key)) continue;
    headers[name] = values.join(', ');
    if (values.length > 1) repeated.push(name);
  }
  return { headers, repeated };
}

export function headersFor(rules, path) {
  return resolveHeaders(rules, path).headers;
}

export function findRedirect(rules, path) {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return rules.find((rule) => rule.from === clean || rule.from === path);
}

/** Longest request target accepted, as nginx's default 8 KB header buffer; longer answers 414. */
export const MAX_URL_LENGTH = 8192;

/**
 * The path of a request target, the way nginx reads it: only origin-form (`/…`) is accepted, the query is
 * dropped, repeated slashes are merged (so `//host/path` is the local path `/host/path`, never another
 * site), percent-escapes are decoded, and `.`/`..` segments are resolved. Returns undefined for a target
 * that is malformed or climbs above the root: the server answers 400.
 */
export function requestPath(target) {
  if (typeof target !== 'string' || !target.startsWith('/')) return undefined;
  const raw = target.split(/[?#]/, 1)[0] ?? '/';
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (/[\0\r\n]/.test(decoded)) return undefined;
  const out = [];
  const segments = decoded
    .replace(/\/{2,}/g, '/')
    .split('/')
    .slice(1);
  for (const segment of segments) {
    if (segment === '.') continue;
    if (segment === '..') {
      if (!out.length) return undefined;
      out.pop();
      continue;
    }
    out.push(segment);
  }
  return `/${out.join('/')}`;
}

/**
 * Host configuration in dist/ (`_headers`, `_redirects`, `_nginx-*.conf`) and anything else whose name
 * starts with `_`, except Astro's hashed assets under `/_astro/`, is never served.
 */
export function isHidden(path) {
  if (path.startsWith('/_astro/')) return false;
  return path.split('/').some((segment) => segment.startsWith('_'));
}

/**
 * `/404`, `/404.html` (and the Spanish `/es/404`, `/es/404.html`) are the error pages' own files, not pages:
 * they answer 404 like any missing path.
 */
export function isErrorPagePath(path) {
  return /^(\/es)?\/404(\.html)?\/?$/.test(path);
}

/** The page a missing path is answered with: the Spanish one for paths under /es, else the English one. */
export function errorPageFor(path) {
  return path === '/es' || path.startsWith('/es/') ? '/es/404.html' : '/404.html';
}

/**
 * Candidate files for a (decoded, normalised) path, in the order a host tries them: the file itself,
 * `path.html`, then `path/index.html`. Undefined for paths that try to leave the root.
 */
export function candidateFiles(path) {
  // Already decoded by requestPath: decoding again would turn a literal "%25" into "%" (nginx does not).
  if (path.includes('\0') || path.split('/').includes('..')) return undefined;
  const clean = path.replace(/\/+$/, '');
  if (clean === '') return ['/index.html'];
  return [clean, `${clean}.html`, `${clean}/index.html`];
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function contentType(file) {
  const ext = /\.[a-z0-9]+$/i.exec(file)?.[0]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

export function compressible(type) {
  return /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type);
}

/**
 * `Accept-Encoding` with q-values (RFC 9110 §12.5.3): the acceptable coding among `available` with the
 * highest q (ties go to the first in `available`, best compression first), or 'identity'. A coding with
 * q=0 is refused; a coding not named takes the q of `*`, if given.
 * @param {string | undefined} header
 * @param {readonly string[]} available e.g. ['br', 'gzip']
 */
export function chooseEncoding(header, available) {
  if (!header) return 'identity';
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (m) weight = Math.min(1, Number(m[1]) || 0);
    }
    q.set(coding.trim(), weight);
  }
  let best = 'identity';
  let bestQ = 0;
  for (const coding of available) {
    const weight = q.get(coding) ?? q.get('*') ?? 0;
    if (weight > bestQ) {
      best = coding;
      bestQ = weight;
    }
  }
  return best;
}

/** nginx's ETag: hex modification time (seconds) and hex size of the file actually sent. */
export function etagFor(mtimeMs, size) {
  return `"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`;
}

/** True when `If-None-Match` lists this ETag (weak comparison) or is `*`. */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const strip = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/**
 * One `Range: bytes=…` against a body of `size` bytes. 'ignore' for a header this server does not honour
 * (absent, another unit, several ranges: the full body is sent, as RFC 9110 allows), 'unsatisfiable'
 * for a range past the end (416), or the inclusive byte positions.
 * @returns {'ignore' | 'unsatisfiable' | { start: number, end: number }}
 */
export function parseRange(header, size) {
  if (!header) return 'ignore';
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return 'ignore';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return 'ignore';
  return { start, end };
}
