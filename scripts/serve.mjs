// Local preview of dist/, served the way the production hosts serve it: clean URLs, `_redirects`,
// `_headers` with the hosts' semantics, the build's precompressed .br/.gz chosen by Accept-Encoding
// q-values, ETag/304, single byte ranges, the 404 page with status 404, and a 400 with the security
// headers for a malformed request, answering edge cases (ranges, Host, conditional requests, over-long
// requests, slow clients) the way deploy/nginx.conf does (tests/build/hosting.test.ts compares the two).
// Used by `npm start`, the browser tests and the bench.
// Production is deploy/nginx.conf or a static host: this server speaks plain HTTP, so it leaves out HSTS.
//
//   node scripts/serve.mjs [--port 4321] [--host 127.0.0.1] [--root dist]    (or PORT=… HOST=…)
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import {
  badRequestHeaders,
  chooseEncoding,
  compressible,
  contentType,
  etagFor,
  findRedirect,
  ifRangeMatches,
  isErrorPagePath,
  errorPageFor,
  isHidden,
  MAX_BODY,
  MAX_URL_LENGTH,
  notModified,
  originForm,
  parseHeaders,
  parseRange,
  parseRedirects,
  preconditionFailed,
  requestPath,
  resolveHeaders,
  candidateFiles,
  validHost,
} from './static-host.mjs';

const args = process.argv.slice(2);
/** The last `--name value` wins, so `npm start -- --port 5000` overrides a default in the script. */
const flag = (name, fallback) => {
  const at = args.lastIndexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const root = resolve(flag('root', 'dist'));
const port = Number(flag('port', process.env.PORT ?? 4321));
// Loopback unless asked: a preview is not meant to be reachable from the network.
const host = flag('host', process.env.HOST ?? '127.0.0.1');

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const readText = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const redirects = parseRedirects(readText(join(root, '_redirects')));
const headerRules = parseHeaders(readText(join(root, '_headers')));
/** What Netlify and Cloudflare Pages send when no `_headers` rule sets Cache-Control (see security-headers.ts). */
const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The `_headers` headers for a path, minus HSTS (plain HTTP), plus the hosts' default caching. */
function siteHeaders(path) {
  const { headers } = resolveHeaders(headerRules, path);
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'strict-transport-security') delete headers[name];
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'cache-control')) headers['Cache-Control'] = HOST_DEFAULT_CACHE;
  return headers;
}

function statFile(full) {
  try {
    const stat = statSync(full);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** The file that answers a path, or undefined. */
function fileFor(path) {
  if (isHidden(path) || isErrorPagePath(path)) return undefined;
  for (const candidate of candidateFiles(path) ?? []) {
    const full = join(root, candidate);
    if (!full.startsWith(root + sep)) return undefined;
    const stat = statFile(full);
    if (stat) return { full, stat };
  }
  return undefined;
}

const server = createServer(
  {
    // Node checks its header and request timers only this often (30 s by default), so a slow client kept
    // its socket 30–40 s despite the 10 s header timeout below; nginx drops it at 10 s.
    connectionsCheckingInterval: 1000,
    // nginx reads up to four 8 KB buffers of request line and headers; Node's default is 16 KB in all.
    maxHeaderSize: 4 * 8192,
    // respond() answers a missing Host itself, with the security headers (Node's own 400 has none).
    requireHostHeader: false,
  },
  (req, res) => {
    try {
      respond(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...siteHeaders('/') });
      res.end('Internal error');
    }
  },
);

function plain(res, status, text, extra = {}, path = '/') {
  const body = `${text}\n`;
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...siteHeaders(path), ...extra });
  res.end(body);
}

function respond(req, res) {
  // HTTP/0.9 (a request line without a version) has no headers to send: close, as nginx does (444).
  if (req.httpVersion === '0.9') return req.socket.destroy();
  if (req.httpVersionMajor > 1) return plain(res, 505, 'HTTP version not supported');
  if ((req.url ?? '/').length > MAX_URL_LENGTH) return plain(res, 414, 'URI too long');
  const { host, target } = originForm(req.url ?? '/');
  const path = requestPath(target);
  if (path === undefined || (host !== undefined && !validHost(host)) || badRequestHeaders(req.rawHeaders, req.httpVersion)) {
    return plain(res, 400, 'Bad request');
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) return plain(res, 413, 'Request entity too large', {}, path);
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' }, path);

  const redirect = findRedirect(redirects, path);
  if (redirect) {
    res.writeHead(redirect.status, { Location: redirect.to, 'Content-Length': 0, ...siteHeaders(path) }).end();
    return;
  }

  let found = fileFor(path);
  let status = 200;
  if (!found) {
    status = 404;
    const full = join(root, errorPageFor(path));
    const stat = statFile(full);
    if (!stat) return plain(res, 404, 'Not found', {}, path);
    found = { full, stat };
  }
  send(req, res, status, found, path);
}

function send(req, res, status, { full, stat }, path) {
  const type = contentType(full);
  const headers = { 'Content-Type': type, ...siteHeaders(path) };
  let file = full;
  let size = stat.size;
  let mtime = stat.mtimeMs;
  if (compressible(type)) {
    // The build wrote .br/.gz next to text files of 1 KB or more; only offer what exists.
    const variants = ENCODINGS.map(([coding, ext]) => [coding, statFile(full + ext), ext]).filter(([, s]) => s);
    if (variants.length) {
      headers['Vary'] = 'Accept-Encoding';
      const coding = chooseEncoding(
        req.headers['accept-encoding'],
        variants.map(([c]) => c),
      );
      const chosen = variants.find(([c]) => c === coding);
      if (chosen) {
        file = full + chosen[2];
        size = chosen[1].size;
        mtime = chosen[1].mtimeMs;
        headers['Content-Encoding'] = coding;
      }
    }
  }
  headers['ETag'] = etagFor(mtime, size);

  const lastModified = Math.floor(mtime / 1000) * 1000;
  headers['Last-Modified'] = new Date(lastModified).toUTCString();
  if (status === 200) {
    const preconditions = { ifUnmodifiedSince: req.headers['if-unmodified-since'], ifMatch: req.headers['if-match'] };
    if (preconditionFailed(preconditions, headers['ETag'], lastModified)) return plain(res, 412, 'Precondition failed', {}, path);
    const conditions = { ifModifiedSince: req.headers['if-modified-since'], ifNoneMatch: req.headers['if-none-match'] };
    if (notModified(conditions, headers['ETag'], lastModified)) {
      delete headers['Content-Type'];
      delete headers['Content-Encoding'];
      res.writeHead(304, headers).end();
      return;
    }
    headers['Accept-Ranges'] = 'bytes';
  }

  let start = 0;
  let end = size - 1;
  const range = status === 200 && ifRangeMatches(req.headers['if-range'], headers['ETag'], lastModified) ? parseRange(req.headers['range'], size) : 'ignore';
  if (range === 'unsatisfiable') {
    delete headers['Content-Encoding'];
    return plain(res, 416, 'Range not satisfiable', { 'Content-Range': `bytes */${size}`, ...(headers['Vary'] ? { Vary: headers['Vary'] } : {}) }, path);
  }
  if (range !== 'ignore') {
    status = 206;
    ({ start, end } = range);
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  }
  headers['Content-Length'] = String(end - start + 1);
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(file, { start, end });
  stream.on('error', (error) => {
    console.error(error);
    res.destroy();
  });
  stream.pipe(res);
}

/** A response written straight to the socket, with the security headers, then closed. */
function closeWith(socket, status, text) {
  const lines = Object.entries(siteHeaders('/')).map(([name, value]) => `${name}: ${value}`);
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${text.length + 1}\r\nConnection: close\r\n${lines.join('\r\n')}\r\n\r\n${text}\n`,
  );
}

/** The request line received so far (up to its end of line) is longer than nginx's 8 KB buffer. */
const requestLineTooLong = (packet) => {
  const end = packet ? packet.indexOf('\r\n') : -1;
  return (end < 0 ? (packet?.length ?? 0) : end) > MAX_URL_LENGTH;
};

// Requests Node's parser rejects (bad request line, bad header, oversized headers) still get a
// response with the security headers, like every other response: the statuses nginx gives (414 for an
// over-long request line, 400 for anything else, over-long headers included).
server.on('clientError', (error, socket) => {
  if (!socket.writable) return socket.destroy();
  // A client that did not finish its headers in time: nginx closes without a word, so does this server.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return socket.destroy();
  if (error.code === 'HPE_HEADER_OVERFLOW' && requestLineTooLong(error.rawPacket)) return closeWith(socket, 414, 'Request-URI Too Large');
  const line = error.rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? '';
  // A method Node's parser does not know but nginx reads (capital letters, _ and -): 405 like any other.
  if (error.code === 'HPE_INVALID_METHOD' && /^[A-Z_-]+ /.test(line)) return closeWith(socket, 405, 'Not Allowed');
  // HTTP/2 and later in an HTTP/1 request line: 505, as nginx.
  if (error.code === 'HPE_INVALID_VERSION' && / HTTP\/([2-9]|\d{2,})\.\d+$/.test(line)) return closeWith(socket, 505, 'HTTP Version Not Supported');
  closeWith(socket, 400, 'Bad Request');
});
// An Expect header other than 100-continue: nginx ignores it and answers the request; Node would send
// its own 417 without the security headers.
server.on('checkExpectation', (req, res) => server.emit('request', req, res));
// CONNECT (a proxy tunnel): nginx answers 400 with the headers, and so does this server.
server.on('connect', (_req, socket) => closeWith(socket, 400, 'Bad Request'));
// Slow or idle clients give up their socket.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;

server.listen(port, host, () => {
  const shown = host.includes(':') ? `[${host}]` : host;
  console.log(`Local preview of ${root} at http://${shown}:${port} (production: deploy/nginx.conf or a static host)`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)).closeAllConnections());
