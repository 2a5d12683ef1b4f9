// Starts the two ways the site is served, on free loopback ports, for the tests and the load bench:
// the SHIPPED deploy/nginx.conf (ports, paths and a throwaway self-signed certificate substituted) and
// scripts/serve.mjs. Each returns a stop() that kills the process; callers call it in finally/afterAll.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const NGINX_MISSING = 'nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static (the .ci/run script does).';

export function findNginx() {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  return undefined;
}

/** A port nothing listens on now (the OS picks it). */
function freePort() {
  return new Promise((res, rej) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', rej);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => res(port));
    });
  });
}

async function waitForPort(port, child, name) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const open = await new Promise((res) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), res(true)));
      socket.once('error', () => res(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not listen on ${port}`);
}

/**
 * deploy/nginx.conf as shipped, with only what must differ on a test machine substituted: listen ports
 * (loopback), pid, temp folders, the certificate, the snippet paths and one worker.
 * @param {string} shipped the text of deploy/nginx.conf
 * @param {{ dist: string, tmp: string, httpPort: number, httpsPort: number, workers?: number | 'auto' }} options
 */
function nginxTestConfig(shipped, { dist, tmp, httpPort, httpsPort, workers = 1 }) {
  const lines = shipped.split('\n');
  const out = lines
    .filter((line) => !/^\s*listen \[::\]/.test(line))
    .map((line) => {
      if (/^\s*listen 80\b/.test(line)) return `    listen 127.0.0.1:${httpPort} default_server;`;
      if (/^\s*listen 443\b/.test(line)) return `    listen 127.0.0.1:${httpsPort} ssl http2 default_server;`;
      if (/^\s*ssl_certificate /.test(line)) return `    ssl_certificate ${tmp}/cert.pem;`;
      if (/^\s*ssl_certificate_key /.test(line)) return `    ssl_certificate_key ${tmp}/key.pem;`;
      if (/^\s*root dist;/.test(line)) return `    root ${dist};`;
      if (/^pid /.test(line)) return `pid ${tmp}/nginx.pid;`;
      if (/^worker_processes /.test(line)) return `worker_processes ${workers};`;
      return line.replace(/\/tmp\/nginx-/g, `${tmp}/nginx-`).replace(/\.\.\/dist\//g, `${dist}/`);
    });
  if (out.filter((l) => l.includes('127.0.0.1:')).length !== 2) throw new Error('deploy/nginx.conf no longer has one `listen 80` and one `listen 443` line');
  return out.join('\n');
}

/**
 * @param {{ project?: string, workers?: number | 'auto', httpsPort?: number }} [options] httpsPort: a fixed port (else a free one)
 * @returns {Promise<{ httpPort: number, httpsPort: number, stop: () => Promise<void> }>}
 */
export async function startNginx({ project = process.cwd(), workers = 1, httpsPort: fixedHttpsPort = 0 } = {}) {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_MISSING);
  removeStaleTempFolders();
  const tmp = mkdtempSync(join(tmpdir(), 'ledgerwise-nginx-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(tmp, 'key.pem'),
      '-out',
      join(tmp, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const [httpPort, httpsPort] = [await freePort(), fixedHttpsPort || (await freePort())];
  const shipped = readFileSync(join(project, 'deploy', 'nginx.conf'), 'utf8');
  writeFileSync(join(tmp, 'nginx.conf'), nginxTestConfig(shipped, { dist: resolve(project, 'dist'), tmp, httpPort, httpsPort, workers }));
  const child = spawn(nginx, ['-p', tmp, '-c', join(tmp, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((res) => child.once('exit', res));
  /** Stops nginx, waits for it to exit (at most 5 s), then removes its temp folder. */
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((res) => setTimeout(res, 5000).unref())]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitForPort(httpsPort, child, 'nginx');
    await waitForPort(httpPort, child, 'nginx');
  } catch (error) {
    await stop();
    throw error;
  }
  return { httpPort, httpsPort, stop };
}

/**
 * Temp folders left by an nginx that was killed outright (a browser-test server gets SIGKILL): removed
 * once their nginx is gone and they are more than ten minutes old.
 */
function removeStaleTempFolders() {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith('ledgerwise-nginx-'))) {
    const dir = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(dir).mtimeMs < 10 * 60_000) continue;
      const pid = Number(readFileSync(join(dir, 'nginx.pid'), 'utf8'));
      try {
        process.kill(pid, 0);
        continue; // still running
      } catch {
        /* gone */
      }
    } catch {
      /* no pid file: nginx never started or has exited */
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @returns {Promise<{ port: number, stop: () => Promise<void> }>} */
export async function startNode({ project = process.cwd() } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(project, 'scripts', 'serve.mjs'), '--port', String(port), '--root', join(project, 'dist')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((res) => child.once('exit', res));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((res) => setTimeout(res, 5000).unref())]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  try {
    await waitForPort(port, child, 'serve.mjs');
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}
