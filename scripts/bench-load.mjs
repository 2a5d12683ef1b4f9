// Bounded load test, loopback only: a fixed number of requests over 200 concurrent keep-alive connections
// with `Accept-Encoding: gzip`, against the shipped nginx config (HTTPS) and scripts/serve.mjs, with a hard
// time limit. Reports requests/s, p50, p99 and the slowest request. Run alone (`node scripts/bench-load.mjs`,
// after a build; writes bench/load.md) or from `npm run bench`, which puts the table into bench/report.md.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startNginx, startNode } from './hosting-servers.mjs';

const LOAD = { connections: 200, requests: 4000, timeLimitMs: 60_000, requestTimeoutMs: 10_000, slowMs: 2000 };
const PATHS = [
  '/',
  '/guides/merchant-cash-advance',
  '/blog/mca-true-cost-apr',
  '/blog',
  '/funding-calculator',
  '/resources/funding-by-location/texas/austin/trucking-cash-advance',
  '/no-such-page',
  '/compare-mca-providers',
];

function once({ tls, port, agent }, path) {
  const request = tls ? httpsRequest : httpRequest;
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { 'Accept-Encoding': 'gzip' }, rejectUnauthorized: false, servername: 'localhost' },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
      },
    );
    req.setTimeout(LOAD.requestTimeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
    req.end();
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** @param {{ tls: boolean, port: number }} server */
export async function load(server) {
  const agent = new (server.tls ? HttpsAgent : HttpAgent)({ keepAlive: true, maxSockets: LOAD.connections });
  const target = { ...server, agent };
  const times = [];
  let next = 0;
  let failed = 0;
  let errors5xx = 0;
  const deadline = Date.now() + LOAD.timeLimitMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: LOAD.connections }, async () => {
      while (next < LOAD.requests && Date.now() < deadline) {
        const path = PATHS[next++ % PATHS.length];
        const { ms, status } = await once(target, path);
        times.push(ms);
        if (status === 0) failed++;
        if (status >= 500) errors5xx++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: Math.round(times.length / seconds),
    p50: Math.round(pct(sorted, 50)),
    p99: Math.round(pct(sorted, 99)),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
    over2s: times.filter((t) => t > LOAD.slowMs).length,
    failed,
    errors5xx,
    stopped: times.length < LOAD.requests,
  };
}

/** Runs both servers one after the other; returns the Markdown section and the raw figures. */
export async function runLoad() {
  const results = {};
  const nginx = await startNginx({ workers: 'auto' });
  try {
    results['nginx (deploy/nginx.conf, HTTPS, brotli/gzip_static)'] = await load({ tls: true, port: nginx.httpsPort });
  } finally {
    await nginx.stop();
  }
  const node = await startNode();
  try {
    results['scripts/serve.mjs (HTTP, precompressed files)'] = await load({ tls: false, port: node.port });
  } finally {
    await node.stop();
  }
  const rows = Object.entries(results).map(
    ([name, r]) => `| ${name} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${r.over2s} | ${r.failed + r.errors5xx} |`,
  );
  const misses = Object.entries(results).flatMap(([name, r]) => [
    ...(r.over2s ? [`${name}: ${r.over2s} requests over 2 s (target none)`] : []),
    ...(r.failed || r.errors5xx ? [`${name}: ${r.failed} failed, ${r.errors5xx} 5xx`] : []),
    ...(r.stopped ? [`${name}: stopped at the ${LOAD.timeLimitMs / 1000} s limit after ${r.requests} requests`] : []),
  ]);
  const markdown = `## Load (loopback)\n\n${LOAD.requests} requests over ${LOAD.connections} concurrent keep-alive connections, \`Accept-Encoding: gzip\`, ${PATHS.length} paths in turn (pages, a 404, a redirect); load generator on the same machine (so it competes for the CPU). Hard limit ${LOAD.timeLimitMs / 1000} s per server. Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.\n\n| Server | Requests | Req/s | p50 ms | p99 ms | Max ms | Over 2 s | Failed or 5xx |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n\n${misses.length ? misses.map((m) => `- MISSED: ${m}`).join('\n') : 'No request over 2 s, none failed.'}\n`;
  return { markdown, results };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { markdown, results } = await runLoad();
  console.log(markdown);
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/load.md', `# Load bench\n\n${markdown}`);
  writeFileSync('bench/load.json', JSON.stringify({ date: new Date().toISOString(), load: LOAD, results }, null, 2) + '\n');
  process.exit(Object.values(results).some((r) => r.over2s || r.failed || r.errors5xx) ? 1 : 0);
}
