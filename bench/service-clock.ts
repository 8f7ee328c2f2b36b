import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A clock at the service's door: a loopback proxy in front of a sandbox that notes, for every
 * request, when it arrived and when its answer's last byte left. Their union is the service's own
 * time (its work plus the proxy's own hop, a fraction of a millisecond); everything else a caller
 * waits for is the caller's: sending, receiving, parsing, validating. Measured here, outside the
 * core, so it holds for a core in another process (a bundled child) just as for one in this process.
 */
export interface ServiceClock {
  /** The address to give the core instead of the sandbox's. */
  url: string;
  /** Starts a new measurement: forgets the intervals noted so far. */
  reset(): void;
  /** Milliseconds with at least one request in the service's hands since reset(). */
  busyMs(): number;
  /** Requests answered since reset(). */
  requests(): number;
  close(): Promise<void>;
}

export async function startServiceClock(target: string): Promise<ServiceClock> {
  const upstream = new URL(target);
  let intervals: Array<[number, number]> = [];
  let own = '';
  const server: Server = createServer((req, res) => {
    const arrived = performance.now();
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        if (!String(answer.headers['content-type']).includes('json')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        // The sandbox names its own origin in audio addresses: they must come through here too.
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(Buffer.concat(chunks).toString('utf8').replaceAll(upstream.origin, own));
          const { 'transfer-encoding': _chunked, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': body.length });
          res.end(body);
        });
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => intervals.push([arrived, performance.now()]));
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  own = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: own,
    reset: () => {
      intervals = [];
    },
    busyMs: () => unionMs(intervals),
    requests: () => intervals.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Total length of the union of intervals (overlapping downloads count once). */
export function unionMs(intervals: ReadonlyArray<readonly [number, number]>): number {
  let sum = 0;
  let end = -Infinity;
  for (const [from, to] of [...intervals].sort((x, y) => x[0] - y[0])) {
    if (to > end) sum += to - Math.max(from, end);
    end = Math.max(end, to);
  }
  return sum;
}
