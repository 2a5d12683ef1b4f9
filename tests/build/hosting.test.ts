/**
 * The two ways the site is served, held to ONE table of expectations: the shipped deploy/nginx.conf run
 * by a real nginx over HTTPS (HTTP/2-capable, self-signed certificate made here), and scripts/serve.mjs
 * (npm start, the browser tests). Both run over dist/ from `astro build`. nginx missing is a failure,
 * not a skip: production runs on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REDIRECTS } from '@/lib/site/routes';
import { CACHE_HASHED } from '@/node/security-headers';
import { findNginx, NGINX_MISSING, startNginx, startNode } from '../../scripts/hosting-servers.mjs';
import { parseHeaders, resolveHeaders } from '../../scripts/static-host.mjs';
import { exchange, get, raw, type RawResponse, type Target } from '../support/http-raw';

const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];
const PAGE = '/guides/sba-loans';

/** A hashed script of 1 KB or more from this build (so it has .br/.gz copies). */
function hashedAsset(): string {
  const dir = join(process.cwd(), 'dist', '_astro');
  const name = readdirSync(dir).find((f) => f.endsWith('.js') && statSync(join(dir, f)).size >= 1024);
  if (!name) throw new Error('no hashed script in dist/_astro: run astro build first');
  return `/_astro/${name}`;
}

/** Every security header, ONE of each (nginx once sent two of each on a 416), and HSTS over HTTPS only. */
function expectSecurityHeaders(res: RawResponse, label: string, hsts: boolean) {
  for (const name of SECURITY) expect(res.headers[name], `${label}: ${name}`).toBeTruthy();
  const counted = [...SECURITY, 'strict-transport-security', 'cache-control'];
  expect(
    res.names.filter((name) => counted.includes(name) && res.names.indexOf(name) !== res.names.lastIndexOf(name)),
    `${label}: sent twice`,
  ).toEqual([]);
  expect(res.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
  expect(res.headers['cross-origin-resource-policy'], label).toBe('same-origin');
  if (hsts) expect(res.headers['strict-transport-security'], `${label}: HSTS`).toMatch(/max-age=\d{8}/);
  else expect(res.headers['strict-transport-security'], `${label}: no HSTS over plain HTTP`).toBeUndefined();
}

interface Case {
  name: string;
  path: string;
  headers?: Record<string, string>;
  method?: string;
  /** Raw request text instead of a client request (for malformed requests). */
  raw?: string;
  check: (
    res: RawResponse,
    ctx: {
      hsts: boolean;
      fetch: (path: string, headers?: Record<string, string>) => Promise<RawResponse>;
      send: (text: string) => Promise<RawResponse>;
      target: Target;
    },
  ) => void | Promise<void>;
}

/** A raw GET of PAGE with these extra header lines, closing the connection after the answer. */
const requestWith = (...lines: string[]) => [`GET ${PAGE} HTTP/1.1`, 'Host: localhost', ...lines, 'Connection: close', '', ''].join('\r\n');

const long = `/${'a'.repeat(10_000)}`;

/** THE table: every row runs against both servers. */
const CASES: Case[] = [
  {
    name: 'a page at its clean URL: 200, HTML in UTF-8, revalidated caching, validators, all headers',
    path: PAGE,
    check: (res, { hsts }) => {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/max-age=0\b.*must-revalidate|no-cache/);
      expect(res.headers['etag']).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(res.headers['content-encoding']).toBeUndefined();
      expectSecurityHeaders(res, PAGE, hsts);
      const html = res.body.toString('utf8');
      const charsetAt = html.indexOf('<meta charset="utf-8">');
      expect(charsetAt).toBeGreaterThan(0);
      expect(charsetAt).toBeLessThan(html.indexOf('http-equiv="Content-Security-Policy"'));
      expect(charsetAt + 40).toBeLessThan(1024);
    },
  },
  {
    name: 'Accept-Encoding: br gets the precompressed brotli file, which decodes to the page',
    path: PAGE,
    headers: { 'Accept-Encoding': 'br' },
    check: async (res, { fetch }) => {
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.body).equals((await fetch(PAGE)).body)).toBe(true);
    },
  },
  {
    name: 'Accept-Encoding: gzip gets gzip',
    path: PAGE,
    headers: { 'Accept-Encoding': 'gzip' },
    check: async (res, { fetch }) => {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).equals((await fetch(PAGE)).body)).toBe(true);
    },
  },
  {
    name: 'Accept-Encoding: gzip;q=0 gets the page uncompressed',
    path: PAGE,
    headers: { 'Accept-Encoding': 'gzip;q=0' },
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString('utf8')).toContain('<h1');
    },
  },
  {
    name: 'Accept-Encoding: br;q=0, gzip gets gzip',
    path: PAGE,
    headers: { 'Accept-Encoding': 'br;q=0, gzip' },
    check: (res) => expect(res.headers['content-encoding']).toBe('gzip'),
  },
  {
    name: 'If-None-Match with the current ETag answers 304 with the headers',
    path: PAGE,
    check: async (res, { fetch, hsts }) => {
      const again = await fetch(PAGE, { 'If-None-Match': res.headers['etag']! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expectSecurityHeaders(again, '304', hsts);
    },
  },
  {
    name: 'Range: bytes=0-99 answers 206 with those 100 bytes; a range past the end answers 416',
    path: PAGE,
    check: async (res, { fetch }) => {
      const part = await fetch(PAGE, { Range: 'bytes=0-99' });
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-99/${res.body.length}`);
      expect(part.body.equals(res.body.subarray(0, 100))).toBe(true);
      expect((await fetch(PAGE, { Range: `bytes=${res.body.length + 10}-` })).status).toBe(416);
    },
  },
  {
    name: 'a hashed asset is cached for a year, immutable, and precompressed',
    path: '(hashed asset)',
    check: async (_res, { fetch }) => {
      const asset = hashedAsset();
      const plain = await fetch(asset);
      expect(plain.status).toBe(200);
      expect(plain.headers['cache-control']).toBe(CACHE_HASHED);
      const br = await fetch(asset, { 'Accept-Encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    },
  },
  {
    name: 'every old path and its trailing-slash variant answers one 301 to its target, with the headers',
    path: '(redirects)',
    check: async (_res, { fetch, hsts }) => {
      for (const [from, to] of Object.entries(REDIRECTS)) {
        for (const variant of [from, `${from}/`]) {
          const res = await fetch(variant);
          expect(res.status, variant).toBe(301);
          expect(res.headers['location'], variant).toBe(to);
          expectSecurityHeaders(res, variant, hsts);
        }
      }
      for (const variant of ['/apply', '/apply/']) {
        const res = await fetch(variant);
        expect(res.status, variant).toBe(301);
        expect(res.headers['location'], variant).toMatch(/^https:\/\/[^/]+\/.*utm_campaign=apply-redirect/);
        expectSecurityHeaders(res, variant, hsts);
      }
    },
  },
  {
    name: 'an unknown path answers the 404 page with status 404 and the headers',
    path: '/no-such-page',
    check: (res, { hsts }) => {
      expect(res.status).toBe(404);
      expect(res.body.toString('utf8')).toContain('Page not found');
      expectSecurityHeaders(res, '404', hsts);
    },
  },
  {
    name: 'an unknown Spanish path answers the Spanish 404 page with status 404 and the headers',
    path: '/es/no-existe',
    check: (res, { hsts }) => {
      expect(res.status).toBe(404);
      const body = res.body.toString('utf8');
      expect(body).toContain('<html lang="es"');
      expect(body).toContain('Página no encontrada');
      expectSecurityHeaders(res, '404', hsts);
    },
  },
  {
    name: '/404, /404/, /404.html and their Spanish twins answer 404, not 200',
    path: '(404 page paths)',
    check: async (_res, { fetch }) => {
      for (const path of ['/404', '/404/', '/404.html', '/es/404', '/es/404/', '/es/404.html']) expect((await fetch(path)).status, path).toBe(404);
    },
  },
  {
    name: 'host configuration files are never served',
    path: '(host files)',
    check: async (_res, { fetch }) => {
      for (const path of ['/_headers', '/_redirects', '/_nginx-headers.conf', '/_nginx-redirects.conf', '/_headers/', '/%5Fheaders']) {
        const res = await fetch(path);
        expect(res.status, path).toBe(404);
        expect(res.body.toString('utf8'), path).not.toContain('Content-Security-Policy:');
      }
    },
  },
  {
    name: '//host/path is a path on this site (404), never another page or another site',
    path: `//example.com${PAGE}`,
    check: (res) => {
      expect(res.status).toBe(404);
      expect(res.headers['location']).toBeUndefined();
      expect(res.body.toString('utf8')).toContain('Page not found');
    },
  },
  {
    name: 'a path climbing above the root is refused',
    path: '/../../etc/passwd',
    check: (res) => {
      expect([400, 404]).toContain(res.status);
      expect(res.body.toString('utf8')).not.toContain('root:');
    },
  },
  {
    name: 'a malformed request line answers 400 with the headers',
    path: '(raw)',
    raw: 'GET /a b c HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    check: (res, { hsts }) => {
      expect(res.status).toBe(400);
      expectSecurityHeaders(res, '400', hsts);
    },
  },
  {
    name: 'a 10,000-character URL answers 414 with the headers',
    path: '(raw)',
    raw: `GET ${long} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    check: (res, { hsts }) => {
      expect(res.status).toBe(414);
      expectSecurityHeaders(res, '414', hsts);
    },
  },
  {
    name: 'a 20,000-character URL answers 414 with the headers too (not 431)',
    path: '(raw)',
    raw: `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    check: (res, { hsts }) => {
      expect(res.status).toBe(414);
      expectSecurityHeaders(res, '414', hsts);
    },
  },
  {
    name: 'a range past the end answers 416 with ONE set of the headers',
    path: PAGE,
    headers: { Range: 'bytes=99999999-' },
    check: (res, { hsts }) => {
      expect(res.status).toBe(416);
      expect(res.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
      expectSecurityHeaders(res, '416', hsts);
    },
  },
  {
    name: 'a reversed or non-numeric range answers 416 with the headers, as nginx reads it',
    path: '(ranges)',
    check: async (_res, { fetch, hsts }) => {
      for (const range of ['bytes=5-2', 'bytes=a-b', 'bytes=0-1x', 'bytes=-']) {
        const res = await fetch(PAGE, { Range: range });
        expect(res.status, range).toBe(416);
        expectSecurityHeaders(res, range, hsts);
      }
      // Not a bytes= range at all: ignored, the whole page.
      expect((await fetch(PAGE, { Range: 'items=0-1' })).status).toBe(200);
    },
  },
  {
    name: 'several ranges in one request get the whole page once (max_ranges 1), not a thousand copies',
    path: PAGE,
    check: async (res, { fetch }) => {
      const many = Array.from({ length: 1000 }, () => '0-').join(',');
      for (const range of ['bytes=0-0,2-2,4-4', `bytes=${many}`]) {
        const all = await fetch(PAGE, { Range: range });
        expect(all.status, range.slice(0, 30)).toBe(200);
        expect(all.body.equals(res.body), range.slice(0, 30)).toBe(true);
      }
    },
  },
  {
    name: 'If-Modified-Since answers 304 only for the exact Last-Modified (not a date in the future)',
    path: PAGE,
    check: async (res, { fetch }) => {
      const lastModified = res.headers['last-modified']!;
      expect((await fetch(PAGE, { 'If-Modified-Since': lastModified })).status).toBe(304);
      expect((await fetch(PAGE, { 'If-Modified-Since': 'Tue, 01 Jan 2036 00:00:00 GMT' })).status).toBe(200);
      expect((await fetch(PAGE, { 'If-Modified-Since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).status).toBe(200);
    },
  },
  {
    name: 'If-Match with another ETag, or If-Unmodified-Since before Last-Modified, answers 412 with the headers',
    path: PAGE,
    check: async (res, { fetch, hsts }) => {
      const lastModified = Date.parse(res.headers['last-modified']!);
      const preconditions: Array<Record<string, string>> = [
        { 'If-Match': '"not-this-one"' },
        { 'If-Unmodified-Since': new Date(lastModified - 1000).toUTCString() },
      ];
      for (const headers of preconditions) {
        const failed = await fetch(PAGE, headers);
        expect(failed.status, JSON.stringify(headers)).toBe(412);
        expectSecurityHeaders(failed, '412', hsts);
      }
      expect((await fetch(PAGE, { 'If-Match': res.headers['etag']! })).status).toBe(200);
      expect((await fetch(PAGE, { 'If-Unmodified-Since': res.headers['last-modified']! })).status).toBe(200);
    },
  },
  {
    name: 'a file name with a trailing slash is a missing page (404); a folder with a page answers',
    path: '(trailing slashes)',
    check: async (_res, { fetch }) => {
      // /es/recursos/programas-de-financiamiento/ is a folder with no page of its own (only comparar).
      for (const path of ['/favicon.svg/', `${hashedAsset()}/`, `${PAGE}.html/`, '/es/recursos/programas-de-financiamiento/'])
        expect((await fetch(path)).status, path).toBe(404);
      for (const path of ['/blog/', '/es/guias/', '/es/recursos/', `${PAGE}/`]) expect((await fetch(path)).status, path).toBe(200);
    },
  },
  {
    name: 'two Host headers, a malformed Host, or none on HTTP/1.1 answer 400 with the headers',
    path: '(hosts)',
    check: async (_res, { send, hsts }) => {
      const requests = [
        requestWith('Host: other.example'),
        ...['a/b', 'a..b', '', '.'].map((host) => requestWith().replace('Host: localhost', `Host: ${host}`)),
        requestWith().replace('Host: localhost\r\n', ''),
        requestWith('If-None-Match: "a"', 'If-None-Match: "b"'),
        requestWith(`X-Long: ${'b'.repeat(9000)}`),
      ];
      for (const request of requests) {
        const res = await send(request);
        expect(res.status, request.split('\r\n').slice(1, 3).join(' | ').slice(0, 60)).toBe(400);
        expectSecurityHeaders(res, '400', hsts);
      }
      expect((await send(requestWith().replace('Host: localhost', 'Host: LOCALHOST.:443'))).status).toBe(200);
    },
  },
  {
    name: 'odd request lines and headers get the answer nginx gives, with the headers',
    path: '(odd requests)',
    check: async (_res, { send, hsts }) => {
      const body = 'x'.repeat(2000);
      const cases: Array<[string, number]> = [
        // Absolute form (what a client sends a proxy): the path is served, the host in it checked like Host.
        [requestWith().replace(`GET ${PAGE}`, `GET http://example.com${PAGE}`), 200],
        [requestWith().replace(`GET ${PAGE}`, `GET http://a..b${PAGE}`), 400],
        // A method Node's parser does not know is still just a method this site does not allow.
        [requestWith().replace('GET ', 'FOO '), 405],
        [requestWith().replace('HTTP/1.1', 'HTTP/3.0'), 505],
        // An expectation the server does not know is ignored (Node alone answered 417, without the headers).
        [requestWith('Expect: something-else'), 200],
        // A body over client_max_body_size (1 KB), whatever the method.
        [requestWith(`Content-Length: ${body.length}`).replace('GET ', 'POST ') + body, 413],
      ];
      for (const [request, status] of cases) {
        const res = await send(request);
        const label = request.split('\r\n').slice(0, 3).join(' | ').slice(0, 80);
        expect(res.status, label).toBe(status);
        expectSecurityHeaders(res, label, hsts);
      }
    },
  },
  {
    name: 'CONNECT answers 400 with the headers, like nginx',
    path: '(raw)',
    raw: 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\nConnection: close\r\n\r\n',
    check: (res, { hsts }) => {
      expect(res.status).toBe(400);
      expectSecurityHeaders(res, 'CONNECT', hsts);
    },
  },
  {
    name: 'an HTTP/0.9 request (no version) is closed without a byte: never the bare page without headers',
    path: '(raw)',
    check: async (_res, { target }) => {
      const { bytes, closedBy } = await exchange(target, `GET ${PAGE}\r\n\r\n`, 5000);
      expect(closedBy).toBe('server');
      expect(bytes).toBe(0);
    },
  },
  {
    name: 'POST is not allowed (405), with the headers',
    path: PAGE,
    method: 'POST',
    check: (res, { hsts }) => {
      expect(res.status).toBe(405);
      expectSecurityHeaders(res, '405', hsts);
    },
  },
];

const nginxMissing = !findNginx();

/** One entry per server; the same CASES run against each. */
const SERVERS = [
  { name: 'nginx (deploy/nginx.conf, HTTPS)', hsts: true },
  { name: 'scripts/serve.mjs', hsts: false },
] as const;

interface Running {
  target: Target;
  httpPort: number;
  stop: () => Promise<void>;
  /** A client that sends half its headers and stops, opened as soon as the server is up. */
  slowClient: ReturnType<typeof exchange>;
}
const running = new Map<string, Running>();

// Both servers start together, each with its slow client, so their two ten-second waits overlap each
// other and the rows below.
beforeAll(async () => {
  if (nginxMissing) throw new Error(NGINX_MISSING);
  const [nginx, node] = await Promise.all([startNginx(), startNode()]);
  const slow = (target: Target) => exchange(target, 'GET / HTTP/1.1\r\nHost: localhost\r\n', 16_000);
  for (const [name, target, httpPort, stop] of [
    [SERVERS[0].name, { port: nginx.httpsPort, tls: true }, nginx.httpPort, nginx.stop],
    [SERVERS[1].name, { port: node.port, tls: false }, 0, node.stop],
  ] as const) {
    running.set(name, { target, httpPort, stop, slowClient: slow(target) });
  }
}, 30_000);
afterAll(() => Promise.all([...running.values()].map((server) => server.stop())), 15_000);

describe.each(SERVERS)('$name', ({ name, hsts }) => {
  const server = () => running.get(name)!;
  let target: Target;
  let httpPort = 0;
  beforeAll(() => {
    ({ target, httpPort } = server());
  });

  const fetch = (path: string, headers?: Record<string, string>) => get(target, path, headers);
  const send = (text: string) => raw(target, text);

  for (const row of CASES) {
    it(row.name, async () => {
      const res = row.raw ? await raw(target, row.raw) : row.path.startsWith('(') ? await fetch('/') : await get(target, row.path, row.headers, row.method);
      await row.check(res, { hsts, fetch, send, target });
    });
  }

  it('a client that stops halfway through its headers loses its socket after about 10 s, with no answer', { timeout: 30_000 }, async () => {
    const { bytes, ms, closedBy } = await server().slowClient;
    expect(closedBy, 'still open after 16 s').toBe('server');
    expect(bytes).toBe(0);
    expect(ms).toBeGreaterThan(9_000);
    expect(ms).toBeLessThan(15_000);
  });

  if (name.startsWith('nginx')) {
    it('plain HTTP answers only a 301 to the same path over HTTPS, with the headers but no HSTS', async () => {
      for (const path of ['/', `${PAGE}?utm_source=x`, '/no-such-page']) {
        const res = await get({ port: httpPort, tls: false }, path);
        expect(res.status, path).toBe(301);
        expect(res.headers['location'], path).toMatch(new RegExp(`^https://[^/]+${path.replace(/[?]/g, '\\?')}$`));
        expectSecurityHeaders(res, `http ${path}`, false);
      }
    });
    it('offers HTTP/2 and TLS 1.2+ only', async () => {
      const protocol = await new Promise<string | false | null>((resolve, reject) => {
        const socket = tlsConnect(
          { host: '127.0.0.1', port: target.port, ALPNProtocols: ['h2', 'http/1.1'], rejectUnauthorized: false, servername: 'localhost' },
          () => {
            resolve(socket.alpnProtocol);
            socket.end();
          },
        );
        socket.on('error', reject);
      });
      expect(protocol).toBe('h2');
      const old = await new Promise<string>((resolve) => {
        const socket = tlsConnect(
          { host: '127.0.0.1', port: target.port, maxVersion: 'TLSv1.1', minVersion: 'TLSv1', rejectUnauthorized: false, ciphers: 'DEFAULT@SECLEVEL=0' },
          () => {
            resolve('connected');
            socket.end();
          },
        );
        socket.on('error', () => resolve('refused'));
      });
      expect(old).toBe('refused');
    });
  }
});

describe('what the build writes for the hosts', () => {
  const dist = join(process.cwd(), 'dist');
  const files = (readdirSync(dist, { recursive: true }) as string[]).map((f) => `/${f.split('\\').join('/')}`).filter((f) => statSync(join(dist, f)).isFile());

  it('dist/_headers sets no header twice for any file the site serves (hosts would join the values)', () => {
    const rules = parseHeaders(readFileSync(join(dist, '_headers'), 'utf8'));
    const served = files.filter((f) => !/\.(br|gz)$/.test(f)).map((f) => f.replace(/(\/index)?\.html$/, '') || '/');
    expect(served.length).toBeGreaterThan(300);
    expect(served).toContain(hashedAsset());
    const repeated = served.flatMap((path) => resolveHeaders(rules, path).repeated.map((name: string) => `${path}: ${name}`));
    expect(repeated).toEqual([]);
  });

  it('every HTML, CSS, JS, XML and SVG file of 1 KB or more has .br and .gz copies of its exact bytes', () => {
    const text = files.filter((f) => /\.(html|css|js|xml|svg)$/.test(f) && statSync(join(dist, f)).size >= 1024);
    expect(text.length).toBeGreaterThan(300);
    for (const file of text) {
      const body = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(body), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(body), `${file}.gz`).toBe(true);
    }
  });
});
