/** Plain HTTP(S) requests to a local test server, with nothing added or normalised by a client library. */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** Every header line's name, lowercase, in order and with repeats (`headers` keeps one of each). */
  names: string[];
  body: Buffer;
}

export interface Target {
  port: number;
  tls: boolean;
}

/** One request; `path` is sent exactly as given. Self-signed certificates are accepted (test servers only). */
export function get(target: Target, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const request = target.tls ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path,
        method,
        headers: { 'Accept-Encoding': 'identity', ...headers },
        agent: false,
        rejectUnauthorized: false,
        servername: 'localhost',
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) flat[name] = Array.isArray(value) ? value.join(', ') : String(value);
          const names = res.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
          resolve({ status: res.statusCode ?? 0, headers: flat, names, body: Buffer.concat(chunks) });
        });
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

/** Send raw bytes (for requests a client library refuses to build) and parse the status and headers back. */
export function raw(target: Target, text: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = target.tls
      ? tlsConnect({ host: '127.0.0.1', port: target.port, rejectUnauthorized: false, servername: 'localhost' })
      : netConnect(target.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('timeout')));
    socket.once(target.tls ? 'secureConnect' : 'connect', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all
        .subarray(0, split < 0 ? all.length : split)
        .toString('latin1')
        .split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
      const headers: Record<string, string> = {};
      const names: string[] = [];
      for (const line of head.slice(1)) {
        const at = line.indexOf(':');
        if (at <= 0) continue;
        const name = line.slice(0, at).trim().toLowerCase();
        headers[name] = line.slice(at + 1).trim();
        names.push(name);
      }
      resolve({ status, headers, names, body: split < 0 ? Buffer.alloc(0) : all.subarray(split + 4) });
    });
  });
}

/**
 * Send raw bytes and wait for the server to close the connection, or `timeoutMs`: every byte it sent and
 * how long it kept the connection. For requests a server should drop (HTTP/0.9, a client too slow to
 * finish its headers) rather than answer.
 */
export function exchange(target: Target, text: string, timeoutMs: number): Promise<{ bytes: number; ms: number; closedBy: 'server' | 'timeout' }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = target.tls
      ? tlsConnect({ host: '127.0.0.1', port: target.port, rejectUnauthorized: false, servername: 'localhost' })
      : netConnect(target.port, '127.0.0.1');
    let bytes = 0;
    let closedBy: 'server' | 'timeout' = 'server';
    const timer = setTimeout(() => {
      closedBy = 'timeout';
      socket.destroy();
    }, timeoutMs);
    socket.once(target.tls ? 'secureConnect' : 'connect', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
    // A reset is a close too: what matters is that nothing was served.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ bytes, ms: performance.now() - started, closedBy });
    });
  });
}
