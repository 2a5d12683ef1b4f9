// The rules a static host applies to dist/: which file answers a path, redirects, headers.
// Pure functions, shared by scripts/serve.mjs (npm start, tests, bench) and unit-tested.

/** @typedef {{ from: string, to: string, status: number }} Redirect */
/** @typedef {{ pattern: string, headers: Array<[string, string]> }} HeaderRule */

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

/** Netlify/Cloudflare `_headers`: a path pattern line, then indented `Name: value` lines. */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (/^\s/.test(raw)) {
      const current = rules[rules.length - 1];
      const at = raw.indexOf(':');
      if (current && at > 0) current.headers.push([raw.slice(0, at).trim(), raw.slice(at + 1).trim()]);
    } else {
      rules.push({ pattern: raw.trim(), headers: [] });
    }
  }
  return rules;
}

/** `/_astro/*` matches `/_astro/a.js`; `/*` matches everything; otherwise an exact path. */
export function patternMatches(pattern, path) {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

/** All headers for a path, later rules adding to earlier ones (as Netlify does). */
export function headersFor(rules, path) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) out[name] = value;
  }
  return out;
}

export function findRedirect(rules, path) {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return rules.find((rule) => rule.from === clean);
}

/**
 * Candidate files for a URL path, in the order a host tries them: the file itself,
 * `path.html`, then `path/index.html`. Returns undefined for paths that try to leave the root.
 */
export function candidateFiles(path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return undefined;
  const clean = decoded.replace(/\/+$/, '');
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
  '.ico': 'image/x-icon',
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
