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
 * A request target in absolute form (`http://example.com/page`, which a client sends to a proxy): nginx
 * takes the host from it (checked like a Host header) and serves the path, `/` when there is none.
 * Returns the target unchanged when it is not in absolute form.
 * @param {string} target
 * @returns {{ host?: string, target: string }}
 */
export function originForm(target) {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)(.*)$/i.exec(target);
  if (!m) return { target };
  const rest = m[2] ?? '';
  return { host: m[1], target: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The largest request body nginx accepts (client_max_body_size 1k in deploy/nginx.conf): more answers 413. */
export const MAX_BODY = 1024;

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
 * Candidate files for a (decoded, normalised) path, in the order nginx's `try_files $uri $uri.html
 * $uri/index.html` tries them: the file itself, `path.html`, then `path/index.html`. A path ending in `/`
 * names a directory, so only its index.html answers (`/blog/` is the blog page; `/favicon.svg/` is a
 * missing page, as on nginx, not the icon). Undefined for paths that try to leave the root.
 */
export function candidateFiles(path) {
  // Already decoded by requestPath: decoding again would turn a literal "%25" into "%" (nginx does not).
  if (path.includes('\0') || path.split('/').includes('..')) return undefined;
  const clean = path.replace(/\/+$/, '');
  if (path.endsWith('/')) return [`${clean}/index.html`];
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

/** nginx's largest file offset: a range number past it is malformed (416). */
const MAX_OFF_T = 2n ** 63n - 1n;

/**
 * `Range` as nginx 1.22 reads it with `max_ranges 1` (ngx_http_range_parse): 'ignore' (the whole file, 200)
 * when the header is absent, is not `bytes=` followed by something, or asks for two or more satisfiable
 * ranges; 'unsatisfiable' (416) when a range is malformed (not digits, reversed as in `5-2`, stray text)
 * or none of them starts inside the file; else the one range, as inclusive byte positions.
 * @param {string | undefined} header
 * @param {number} size
 * @returns {'ignore' | 'unsatisfiable' | { start: number, end: number }}
 */
export function parseRange(header, size) {
  if (!header || header.length < 7 || header.slice(0, 6).toLowerCase() !== 'bytes=') return 'ignore';
  const text = header.slice(6);
  let at = 0;
  const spaces = () => {
    while (text[at] === ' ') at++;
  };
  /** The number at `at`, or undefined for none or one past nginx's limit (2^63 − 1); beyond 2^53 it only needs to be "past the end". */
  const digits = () => {
    const from = at;
    while (text[at] !== undefined && text[at] >= '0' && text[at] <= '9') at++;
    if (from === at || BigInt(text.slice(from, at)) > MAX_OFF_T) return undefined;
    return Number(text.slice(from, at));
  };
  /** @type {Array<{ start: number, end: number }>} end exclusive, as nginx keeps it */
  const ranges = [];
  for (;;) {
    let start;
    let end;
    spaces();
    if (text[at] === '-') {
      // `-N`: the last N bytes.
      at++;
      const suffix = digits();
      if (suffix === undefined) return 'unsatisfiable';
      spaces();
      if (text[at] !== ',' && at < text.length) return 'unsatisfiable';
      [start, end] = [suffix < size ? size - suffix : 0, size];
    } else {
      const first = digits();
      if (first === undefined) return 'unsatisfiable';
      start = first;
      spaces();
      if (text[at++] !== '-') return 'unsatisfiable';
      spaces();
      if (text[at] === ',' || at >= text.length) {
        // `N-`: from N to the end.
        end = size;
      } else {
        const last = digits();
        if (last === undefined) return 'unsatisfiable';
        spaces();
        if (text[at] !== ',' && at < text.length) return 'unsatisfiable';
        end = last >= size ? size : last + 1;
      }
    }
    if (start < end) {
      ranges.push({ start, end });
      // max_ranges 1: a second range means the whole file.
      if (ranges.length > 1) return 'ignore';
    } else if (start === 0) {
      return 'ignore';
    }
    if (text[at++] !== ',') break;
  }
  if (ranges.length === 0) return 'unsatisfiable';
  return { start: ranges[0].start, end: ranges[0].end - 1 };
}

/**
 * `If-Range` as nginx reads it: an ETag (it ends with `"`) must equal this one exactly; otherwise it is a
 * date that must equal Last-Modified to the second. When it does not match, the range is ignored (200).
 */
export function ifRangeMatches(ifRange, etag, lastModifiedMs) {
  if (ifRange === undefined) return true;
  if (ifRange.length >= 2 && ifRange.endsWith('"')) return ifRange === etag;
  return Date.parse(ifRange) === lastModifiedMs;
}

/**
 * `If-Modified-Since` and `If-None-Match` as nginx's not-modified filter reads them (if_modified_since
 * exact, its default): 304 only when each one sent matches, the date to the second (a date in the future
 * or in the past is "modified", 200) and the ETag by weak comparison.
 * @param {{ ifModifiedSince?: string, ifNoneMatch?: string }} request
 */
export function notModified({ ifModifiedSince, ifNoneMatch }, etag, lastModifiedMs) {
  if (ifModifiedSince === undefined && ifNoneMatch === undefined) return false;
  if (ifModifiedSince !== undefined && Date.parse(ifModifiedSince) !== lastModifiedMs) return false;
  return ifNoneMatch === undefined || etagMatches(ifNoneMatch, etag);
}

/**
 * `If-Unmodified-Since` and `If-Match` as nginx's not-modified filter reads them: true (412 Precondition
 * Failed) when the file changed after the date given (or the date is unreadable), or when If-Match is not
 * `*` and does not list this ETag exactly (strong comparison).
 * @param {{ ifUnmodifiedSince?: string, ifMatch?: string }} request
 */
export function preconditionFailed({ ifUnmodifiedSince, ifMatch }, etag, lastModifiedMs) {
  if (ifUnmodifiedSince !== undefined && !(Date.parse(ifUnmodifiedSince) >= lastModifiedMs)) return true;
  if (ifMatch === undefined || ifMatch.trim() === '*') return false;
  return !ifMatch.split(',').some((tag) => tag.trim() === etag);
}

/**
 * A `Host` value nginx accepts (ngx_http_validate_host): not empty once a port and one trailing dot are
 * dropped, no `..`, no `/`, no space or control character.
 * @param {string} host
 */
export function validHost(host) {
  let dot = -2;
  let length = host.length;
  let state = 'usual';
  for (let i = 0; i < host.length; i++) {
    const ch = host[i];
    if (ch === '.') {
      if (dot === i - 1) return false;
      dot = i;
    } else if (ch === ':') {
      if (state === 'usual') [length, state] = [i, 'rest'];
    } else if (ch === '[') {
      if (i === 0) state = 'literal';
    } else if (ch === ']') {
      if (state === 'literal') [length, state] = [i + 1, 'rest'];
    } else if (ch === '/' || host.charCodeAt(i) <= 0x20 || host.charCodeAt(i) === 0x7f) {
      return false;
    }
  }
  if (dot === length - 1) length--;
  return length > 0;
}

/** Headers nginx refuses to see twice in one request (400): ngx_http_headers_in's unique header lines. */
export const UNIQUE_HEADERS = [
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'if-match',
  'if-none-match',
  'content-length',
  'content-range',
  'if-range',
  'transfer-encoding',
  'expect',
  'authorization',
];

/** Longest header line nginx reads (its 8 KB large_client_header_buffers); a longer one answers 400. */
export const MAX_HEADER_LINE = 8192;

/**
 * Why nginx would answer this request's headers with 400, or undefined: a header it allows once sent
 * twice, a header line longer than its buffer, no Host on HTTP/1.1, or a malformed Host.
 * @param {string[]} rawHeaders name, value, name, value… as received
 * @param {string} httpVersion e.g. '1.1'
 */
export function badRequestHeaders(rawHeaders, httpVersion) {
  const seen = new Set();
  let host;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase();
    const value = rawHeaders[i + 1] ?? '';
    if (name.length + value.length + 4 > MAX_HEADER_LINE) return `header line too long: ${rawHeaders[i]}`;
    if (UNIQUE_HEADERS.includes(name)) {
      if (seen.has(name)) return `duplicate header: ${rawHeaders[i]}`;
      seen.add(name);
    }
    if (name === 'host') host = value;
  }
  if (host === undefined) return httpVersion === '1.1' ? 'no Host header' : undefined;
  return validHost(host) ? undefined : 'invalid Host header';
}
