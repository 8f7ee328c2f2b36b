import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'node:http';
import { percentile, type Bench, type BenchRow } from './types';
import { startWebHarness } from '../tests/helpers/web-harness';

const iterations = 2_000;
const warmup = 200;

/** A 100-row payload shaped like a history page (script start, voice, dialect, date, duration). */
function hundredRows(): string {
  const rows = Array.from({ length: 100 }, (_, i) => ({
    id: `0f6c2b1e-7a4d-4c1b-9d7e-${String(i).padStart(12, '0')}`,
    script: 'مرحبا بكم في استوديو صوت، هذا نص تجريبي لقياس الأداء',
    voice: 'Layla',
    dialect: 'ksa',
    createdAt: '2026-11-22T03:00:00.000Z',
    durationMs: 4_200 + i,
  }));
  return JSON.stringify(rows);
}

async function timeCalls(call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** The floor: a bare node:http echo on loopback with the same keep-alive client. */
async function rawLoopbackSamples(): Promise<number[]> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('{"ok":true}'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = () =>
    new Promise<void>((done, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/', method: 'POST', agent }, (res) => {
        res.resume();
        res.on('end', done);
      });
      req.on('error', reject);
      req.end('{}');
    });
  const samples = await timeCalls(call);
  agent.destroy();
  await new Promise<void>((r) => server.close(() => r()));
  return samples;
}

export const bench: Bench = {
  group: 'contract (web mode)',
  async run(): Promise<BenchRow[]> {
    const harness = await startWebHarness();
    try {
      const empty = await timeCalls(() => harness.call('app.ping', { message: '' }));
      const big = hundredRows();
      const hundred = await timeCalls(() => harness.call('app.ping', { message: big }));
      const raw = await rawLoopbackSamples();
      const p50 = percentile(empty, 50);
      const rawP50 = percentile(raw, 50);
      return [
        { group: this.group, name: 'round trip, empty payload, p50', value: p50, unit: 'ms', goal: '<= 1 ms', meets: p50 <= 1 },
        { group: this.group, name: 'round trip, empty payload, p95', value: percentile(empty, 95), unit: 'ms' },
        {
          group: this.group,
          name: 'round trip, 100-row payload each way, p50',
          value: percentile(hundred, 50),
          unit: 'ms',
          note: `${(big.length / 1024).toFixed(1)} KB`,
        },
        { group: this.group, name: 'round trip, 100-row payload each way, p95', value: percentile(hundred, 95), unit: 'ms' },
        { group: this.group, name: 'bare loopback HTTP, p50 (floor)', value: rawP50, unit: 'ms' },
        { group: this.group, name: 'contract p50 / bare loopback p50', value: p50 / rawP50, unit: 'x', note: `${iterations} calls each` },
      ];
    } finally {
      await harness.close();
    }
  },
};
