// Serves dist/ the way production hosts do: gzip, the `_headers` and `_redirects` files,
// clean URLs, and the 404 page with status 404. Used by `npm start`, the browser tests and the bench.
import { createServer } from 'node:http';
import { readFileSync, statSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseHeaders, parseRedirects, headersFor, findRedirect, candidateFiles, contentType, compressible } from './static-host.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const root = resolve(flag('root', 'dist'));
const port = Number(flag('port', process.env.PORT ?? 4321));

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const readText = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const redirects = parseRedirects(readText(join(root, '_redirects')));
const headerRules = parseHeaders(readText(join(root, '_headers')));

function fileFor(path) {
  const candidates = candidateFiles(path);
  if (!candidates) return undefined;
  for (const candidate of candidates) {
    const full = join(root, candidate);
    if (!full.startsWith(root)) return undefined;
    try {
      if (statSync(full).isFile()) return full;
    } catch {
      /* try the next candidate */
    }
  }
  return undefined;
}

const server = createServer((req, res) => {
  try {
    respond(req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal error');
  }
});

function respond(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const redirect = findRedirect(redirects, path);
  if (redirect) {
    res.writeHead(redirect.status, { Location: redirect.to, ...headersFor(headerRules, path) }).end();
    return;
  }
  let file = fileFor(path);
  let status = 200;
  if (!file) {
    status = 404;
    file = join(root, '404.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
  }
  const type = contentType(file);
  let body = readFileSync(file);
  const headers = { 'Content-Type': type, ...headersFor(headerRules, status === 404 ? '/404' : path) };
  if (compressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
    headers['Vary'] = 'Accept-Encoding';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

server.listen(port, () => console.log(`Serving ${root} at http://localhost:${port}`));
