import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { REDIRECTS } from '../../src/lib/routes';

const ROOT = process.cwd();
const PORT = 48_731;
const TEST_CONF = join(ROOT, 'deploy', '.nginx-test.conf');

/** nginx from Debian; installed with apt when missing and running as root, as the browser is. */
function findNginx(): string | undefined {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env });
    if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  }
  return undefined;
}

function get(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, headers: { 'Accept-Encoding': 'identity' } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let server: ChildProcess | undefined;
const nginx = findNginx();

describe.skipIf(!nginx)('deploy/nginx.conf serving dist/', () => {
  beforeAll(async () => {
    writeFileSync(TEST_CONF, readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8').replace('listen 8080;', `listen 127.0.0.1:${PORT};`).replace('pid nginx.pid;', 'pid /tmp/site-nginx-test.pid;'));
    server = spawn(nginx!, ['-p', ROOT, '-c', TEST_CONF, '-g', 'daemon off;'], { stdio: 'inherit' });
    for (let i = 0; i < 50; i++) {
      try {
        await get('/');
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('nginx did not start');
  });

  afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(TEST_CONF, { force: true });
  });

  it('serves pages at clean URLs with the security headers and short caching', async () => {
    const res = await get('/guides/sba-loans');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<h1');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age');
    expect(res.headers['cache-control']).toContain('max-age=300');
  });

  it('answers old paths with 301s to the right targets', async () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers['location'], from).toBe(to);
    }
    const apply = await get('/apply');
    expect(apply.status).toBe(301);
    expect(String(apply.headers['location'])).toContain('utm_campaign=apply-redirect');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Page not found');
    expect(res.headers['content-security-policy']).toBeTruthy();
  });

  it('caches hashed assets for a year and hides the build-time files', async () => {
    const html = (await get('/funding-calculator')).body;
    const asset = /component-url="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await get(asset!);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/_nginx-headers.conf')).status).toBe(404);
  });

  it('compresses text with gzip', async () => {
    const res = await new Promise<number | undefined>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: PORT, path: '/', headers: { 'Accept-Encoding': 'gzip' } }, (r) => {
        resolve(r.headers['content-encoding'] === 'gzip' ? 1 : 0);
        r.resume();
      });
      req.on('error', reject);
      req.end();
    });
    expect(res).toBe(1);
  });
});
