// Load bench, loopback only (127.0.0.1), with the load generator on the same machine (it competes for the CPU):
//  1. Readers: 2,000 concurrent keep-alive HTTPS connections to the shipped nginx config (workers auto),
//     each a reader who opens one connection, keeps it, and asks for the home page, a guide and a tool page
//     in turn (`Accept-Encoding: gzip, deflate, br`, as a browser) with a 1–3 s pause between pages, for
//     30 s once all 2,000 are open. Targets (issue 45): every connection held (one each, never dropped), no
//     error (anything but a 200, a reset, a timeout), p99 ≤ 200 ms.
//  2. Slowloris: 2,000 HTTPS sockets that each send half a request, then one more header line every 5 s,
//     and come back when nginx drops them (client_header_timeout 10 s), from a worker thread of their own
//     (so their handshakes are not counted in the readers' times), while 10 readers fetch the same
//     pages over a NEW connection each time (TLS handshake included) for 30 s. Targets: the readers' p99
//     under 200 ms, no error.
//  3. scripts/serve.mjs, the local preview: 4,000 requests over 200 keep-alive connections, 8 paths
//     (pages, a 404, a redirect). Target: none over 2 s, none failed.
// Run alone (`node scripts/bench-load.mjs` after a build; prints the figures, writes bench/load.md and
// .json, exits 1 on a missed target) or from `npm run bench`, which puts the tables into bench/report.md.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { connect as tlsConnect } from 'node:tls';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { startNginx, startNode } from './hosting-servers.mjs';

/** The pages a reader asks for: the home page, a guide and a tool page. */
const READER_PATHS = ['/', '/guides/merchant-cash-advance', '/funding-calculator'];
const ACCEPT_ENCODING = 'gzip, deflate, br';
const TARGET_P99_MS = 200;
const READERS = { connections: 2000, openPerSecond: 250, pauseMs: [1000, 3000], measureMs: 30_000 };
const SLOWLORIS = { sockets: 2000, openPerSecond: 250, lineEveryMs: 5000, readers: 10, pauseMs: [100, 300], measureMs: 30_000 };
const LOCAL = { connections: 200, requests: 4000, timeLimitMs: 60_000, slowMs: 2000 };
const LOCAL_PATHS = [
  '/',
  '/guides/merchant-cash-advance',
  '/blog/mca-true-cost-apr',
  '/blog',
  '/funding-calculator',
  '/resources/funding-by-location/texas/austin/trucking-cash-advance',
  '/no-such-page',
  '/compare-mca-providers',
];
const REQUEST_TIMEOUT_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([min, max]) => min + Math.random() * (max - min);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** One GET, its body read to the end: the time it took, its status (0 for a reset or a timeout) and its socket. */
function once({ tls, port, agent }, path) {
  const request = tls ? httpsRequest : httpRequest;
  const started = performance.now();
  return new Promise((resolve) => {
    let socket;
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { 'Accept-Encoding': ACCEPT_ENCODING }, rejectUnauthorized: false, servername: 'localhost' },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, socket }));
        res.on('error', () => resolve({ ms: performance.now() - started, status: 0, socket }));
      },
    );
    req.on('socket', (s) => (socket = s));
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0, socket }));
    req.end();
  });
}

/** Latency figures of a list of request times, rounded to the millisecond. */
function figures(times, seconds) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: Math.round(times.length / seconds),
    p50: Math.round(pct(sorted, 50)),
    p99: Math.round(pct(sorted, 99)),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
  };
}

/**
 * Phase 1: READERS.connections readers, each on its own kept connection. The first page of each reader
 * opens its connection (handshake included) during the ramp and is not counted; then every reader reads
 * for READERS.measureMs, all at the same time.
 */
async function readers({ port }) {
  const sockets = new Set();
  let open = 0;
  let peakOpen = 0;
  let errors = 0;
  let notHeld = 0;
  const times = [];
  let measuring = false;
  let stopAt = Infinity;
  const track = (socket) => {
    if (!socket || sockets.has(socket)) return;
    sockets.add(socket);
    open++;
    peakOpen = Math.max(peakOpen, open);
    socket.once('close', () => open--);
  };
  const reader = async (i, go) => {
    await sleep((i / READERS.openPerSecond) * 1000);
    const agent = new HttpsAgent({ keepAlive: true, maxSockets: 1, maxFreeSockets: 1 });
    const used = new Set();
    const first = await once({ tls: true, port, agent }, READER_PATHS[i % READER_PATHS.length]);
    track(first.socket);
    used.add(first.socket);
    if (first.status !== 200) errors++;
    await go;
    // Spread the first measured pages over the first pause, as readers arriving at different moments.
    await sleep(Math.random() * READERS.pauseMs[1]);
    for (let page = i + 1; performance.now() < stopAt; page++) {
      const { ms, status, socket } = await once({ tls: true, port, agent }, READER_PATHS[page % READER_PATHS.length]);
      track(socket);
      used.add(socket);
      if (measuring) {
        times.push(ms);
        if (status !== 200) errors++;
      }
      await sleep(between(READERS.pauseMs));
    }
    if (used.size !== 1) notHeld++;
    agent.destroy();
  };
  let start;
  const go = new Promise((resolve) => (start = resolve));
  const all = Array.from({ length: READERS.connections }, (_, i) => reader(i, go));
  // Measure once every reader has had time to open its connection and read its first page.
  await sleep((READERS.connections / READERS.openPerSecond) * 1000 + 2000);
  const openAtStart = open;
  measuring = true;
  const began = performance.now();
  stopAt = began + READERS.measureMs;
  start();
  await Promise.all(all);
  const seconds = (performance.now() - began) / 1000;
  return { connections: READERS.connections, openAtStart, peakOpen, opened: sockets.size, notHeld, errors, ...figures(times, seconds) };
}

/**
 * Phase 2: SLOWLORIS.sockets sockets that never finish their request (and come back when dropped), then
 * SLOWLORIS.readers readers, each page over a new connection, for SLOWLORIS.measureMs.
 */
/**
 * The attacker of phase 2, in a worker thread so that its TLS handshakes do not hold up the readers' own
 * event loop (which would count the attacker's work in the readers' times): SLOWLORIS.sockets sockets that
 * never finish their request and come back when dropped. Posts how many are open and how many were dropped
 * every 250 ms, until told to stop.
 */
function attack({ port }) {
  let open = 0;
  let dropped = 0;
  let stopped = false;
  const live = new Set();
  const connect = () => {
    if (stopped) return;
    const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false, servername: 'localhost' });
    live.add(socket);
    let timer;
    let line = 0;
    let connected = false;
    socket.once('secureConnect', () => {
      connected = true;
      open++;
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
      timer = setInterval(() => socket.write(`X-Slow-${line++}: x\r\n`), SLOWLORIS.lineEveryMs);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      live.delete(socket);
      if (stopped) return;
      if (connected) open--;
      dropped++;
      connect();
    });
  };
  for (let i = 0; i < SLOWLORIS.sockets; i++) setTimeout(connect, (i / SLOWLORIS.openPerSecond) * 1000);
  const report = setInterval(() => parentPort.postMessage({ open, dropped }), 250);
  parentPort.on('message', () => {
    stopped = true;
    clearInterval(report);
    for (const socket of live) socket.destroy();
    parentPort.postMessage({ open, dropped, done: true });
  });
}

/**
 * Phase 2: the attacker (above) runs, then SLOWLORIS.readers readers, each page over a new connection,
 * for SLOWLORIS.measureMs.
 */
async function slowloris({ port }) {
  let latest = { open: 0, dropped: 0 };
  let minOpen = Infinity;
  let measuring = false;
  const worker = new Worker(new URL(import.meta.url), { workerData: { role: 'slowloris', port } });
  const finished = new Promise((resolve) =>
    worker.on('message', (message) => {
      latest = message;
      if (measuring) minOpen = Math.min(minOpen, message.open);
      if (message.done) resolve(message);
    }),
  );
  await sleep((SLOWLORIS.sockets / SLOWLORIS.openPerSecond) * 1000 + 1000);
  const openAtStart = latest.open;
  const droppedBefore = latest.dropped;
  measuring = true;
  const times = [];
  let errors = 0;
  const began = performance.now();
  const stopAt = began + SLOWLORIS.measureMs;
  await Promise.all(
    Array.from({ length: SLOWLORIS.readers }, async (_, r) => {
      for (let page = r; performance.now() < stopAt; page++) {
        // agent: false, a new connection for every page: the reader who arrives while the attack runs.
        const { ms, status } = await once({ tls: true, port, agent: false }, READER_PATHS[page % READER_PATHS.length]);
        times.push(ms);
        if (status !== 200) errors++;
        await sleep(between(SLOWLORIS.pauseMs));
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  measuring = false;
  worker.postMessage('stop');
  const last = await finished;
  await worker.terminate();
  return {
    sockets: SLOWLORIS.sockets,
    openAtStart,
    minOpen: Number.isFinite(minOpen) ? minOpen : 0,
    dropped: last.dropped - droppedBefore,
    errors,
    ...figures(times, seconds),
  };
}

/** Phase 3: a fixed number of requests over LOCAL.connections keep-alive connections, with a hard time limit. */
export async function load(server) {
  const agent = new (server.tls ? HttpsAgent : HttpAgent)({ keepAlive: true, maxSockets: LOCAL.connections });
  const target = { ...server, agent };
  const times = [];
  let next = 0;
  let failed = 0;
  let errors5xx = 0;
  const deadline = Date.now() + LOCAL.timeLimitMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: LOCAL.connections }, async () => {
      while (next < LOCAL.requests && Date.now() < deadline) {
        const path = LOCAL_PATHS[next++ % LOCAL_PATHS.length];
        const { ms, status } = await once(target, path);
        times.push(ms);
        if (status === 0) failed++;
        if (status >= 500) errors5xx++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    ...figures(times, seconds),
    over2s: times.filter((t) => t > LOCAL.slowMs).length,
    failed,
    errors5xx,
    stopped: times.length < LOCAL.requests,
  };
}

/** Runs the three phases one after the other; returns the Markdown section, the figures and what missed its target. */
export async function runLoad() {
  // Other work on the machine shows in every figure: say how busy it was.
  const busy = loadavg()[0].toFixed(1);
  const nginx = await startNginx({ workers: 'auto' });
  let held;
  let attack;
  try {
    held = await readers({ port: nginx.httpsPort });
    attack = await slowloris({ port: nginx.httpsPort });
  } finally {
    await nginx.stop();
  }
  const node = await startNode();
  let local;
  try {
    local = await load({ tls: false, port: node.port });
  } finally {
    await node.stop();
  }
  const misses = [
    ...(held.openAtStart < held.connections ? [`readers: only ${held.openAtStart} of ${held.connections} connections open when measuring began`] : []),
    ...(held.notHeld ? [`readers: ${held.notHeld} readers lost their connection and opened another`] : []),
    ...(held.errors ? [`readers: ${held.errors} errors`] : []),
    ...(held.p99 > TARGET_P99_MS ? [`readers: p99 ${held.p99} ms (target ≤ ${TARGET_P99_MS} ms)`] : []),
    ...(attack.errors ? [`slowloris: ${attack.errors} reader errors`] : []),
    ...(attack.p99 >= TARGET_P99_MS ? [`slowloris: reader p99 ${attack.p99} ms (target under ${TARGET_P99_MS} ms)`] : []),
    ...(local.over2s ? [`serve.mjs: ${local.over2s} requests over 2 s (target none)`] : []),
    ...(local.failed || local.errors5xx ? [`serve.mjs: ${local.failed} failed, ${local.errors5xx} 5xx`] : []),
    ...(local.stopped ? [`serve.mjs: stopped at the ${LOCAL.timeLimitMs / 1000} s limit after ${local.requests} requests`] : []),
  ];
  const pages = READER_PATHS.map((p) => `\`${p}\``).join(', ');
  const markdown = `## Load (loopback)

nginx runs the shipped deploy/nginx.conf over HTTPS (HTTP/1.1, workers auto); the load generator is one Node process on the same machine (it competes for the CPU; ${availableParallelism()} cores, load average ${busy} when the run began). Pages ${pages}, \`Accept-Encoding: ${ACCEPT_ENCODING}\`. Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.

**${READERS.connections.toLocaleString('en-US')} readers at once.** Each reader opens one keep-alive connection (${READERS.openPerSecond} a second) and keeps it, then reads the three pages in turn with a ${READERS.pauseMs[0] / 1000}–${READERS.pauseMs[1] / 1000} s pause between pages, all ${READERS.connections.toLocaleString('en-US')} for ${READERS.measureMs / 1000} s (each reader's first page, which opens the connection, is not counted). Targets: every connection held, no error, p99 ≤ ${TARGET_P99_MS} ms.

| Connections open at start / peak / opened | Readers who lost their connection | Requests | Req/s | p50 ms | p99 ms | Max ms | Errors |
| --- | --- | --- | --- | --- | --- | --- | --- |
| ${held.openAtStart} / ${held.peakOpen} / ${held.opened} | ${held.notHeld} | ${held.requests} | ${held.rps} | ${held.p50} | ${held.p99} | ${held.max} | ${held.errors} |

**Slowloris.** ${SLOWLORIS.sockets.toLocaleString('en-US')} TLS sockets send half a request and one more header line every ${SLOWLORIS.lineEveryMs / 1000} s, coming back as soon as nginx drops them (\`client_header_timeout 10s\`), from a worker thread of their own; meanwhile ${SLOWLORIS.readers} readers fetch the three pages for ${SLOWLORIS.measureMs / 1000} s, each page over a new connection (TLS handshake included). Target: the readers' p99 under ${TARGET_P99_MS} ms, no error.

| Slow sockets open at start / fewest while measuring | Slow sockets nginx dropped while measuring | Reader requests | p50 ms | p99 ms | Max ms | Errors |
| --- | --- | --- | --- | --- | --- | --- |
| ${attack.openAtStart} / ${attack.minOpen} | ${attack.dropped} | ${attack.requests} | ${attack.p50} | ${attack.p99} | ${attack.max} | ${attack.errors} |

**scripts/serve.mjs** (the local preview, plain HTTP): ${LOCAL.requests} requests over ${LOCAL.connections} keep-alive connections, ${LOCAL_PATHS.length} paths in turn (pages, a 404, a redirect), hard limit ${LOCAL.timeLimitMs / 1000} s. Target: none over 2 s, none failed.

| Requests | Req/s | p50 ms | p99 ms | Max ms | Over 2 s | Failed or 5xx |
| --- | --- | --- | --- | --- | --- | --- |
| ${local.requests} | ${local.rps} | ${local.p50} | ${local.p99} | ${local.max} | ${local.over2s} | ${local.failed + local.errors5xx} |

${misses.length ? misses.map((m) => `- MISSED: ${m}`).join('\n') : 'Every target met.'}
`;
  return { markdown, results: { readers: held, slowloris: attack, local }, misses };
}

if (!isMainThread && workerData?.role === 'slowloris') attack(workerData);
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { markdown, results, misses } = await runLoad();
  console.log(markdown);
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/load.md', `# Load bench\n\n${markdown}`);
  writeFileSync(
    'bench/load.json',
    JSON.stringify({ date: new Date().toISOString(), readers: READERS, slowloris: SLOWLORIS, local: LOCAL, results }, null, 2) + '\n',
  );
  process.exit(misses.length ? 1 : 0);
}
