import { buildPath, generationFields, queryNames, routes } from '../electron/core/service/api-table';
import { ServiceClient } from '../electron/core/service/client';
import { startTestSandbox, type TestSandbox } from '../tests/helpers/test-sandbox';
import { percentile, type Bench, type BenchRow } from './types';

/**
 * What the service client adds on top of the service's own time, against a zero-latency sandbox.
 * Client and raw fetch calls alternate, so both see the same machine load (the machines are shared
 * and noisy; side-by-side differences are what we quote). Goal, printed beside the figure: the client's
 * overhead of a generation is at most 50 ms beyond the service's own time.
 */

const smallCalls = 1_000;
const smallWarmup = 100;
const generations = 40;
const generationWarmup = 5;

/** Alternating A/B samples: a then b, `count` times. */
async function sideBySide(
  count: number,
  warmup: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < count; i++) {
    let start = performance.now();
    await a();
    as.push(performance.now() - start);
    start = performance.now();
    await b();
    bs.push(performance.now() - start);
  }
  return [as, bs];
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function rawCaller(sandbox: TestSandbox) {
  const headers = { authorization: `Token ${sandbox.apiKey}`, accept: 'application/json' };
  const dialectsUrl = `${sandbox.url}${buildPath(routes.dialectList.path)}?${queryNames.projectId}=${sandbox.projectId}`;
  const historiesUrl = `${sandbox.url}${buildPath(routes.historyCreate.path)}?${queryNames.projectId}=${sandbox.projectId}`;
  return {
    async dialects(): Promise<void> {
      const response = await fetch(dialectsUrl, { headers });
      if (!response.ok) throw new Error(`raw dialects: HTTP ${response.status}`);
      JSON.parse(await response.text());
    },
    async generate(voiceId: string, script: string): Promise<void> {
      const response = await fetch(historiesUrl, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          [generationFields.voiceId]: voiceId,
          [generationFields.script]: script,
          [generationFields.apiKeyId]: sandbox.apiKeyId,
        }),
      });
      if (!response.ok) throw new Error(`raw generation: HTTP ${response.status}`);
      JSON.parse(await response.text());
    },
  };
}

export const bench: Bench = {
  group: 'service client',
  async run(): Promise<BenchRow[]> {
    const sandbox = await startTestSandbox({ speech: 'synthetic' });
    try {
      const client = new ServiceClient({
        baseUrl: sandbox.url,
        getApiKey: async () => sandbox.apiKey,
        getProjectId: () => sandbox.projectId,
        getApiKeyId: () => sandbox.apiKeyId,
      });
      const raw = rawCaller(sandbox);
      const voiceId = must(await client.getDefaultVoice()).id;

      const [clientSmall, rawSmall] = await sideBySide(
        smallCalls,
        smallWarmup,
        async () => must(await client.listDialects()),
        () => raw.dialects(),
      );

      let n = 0;
      // Distinct scripts, so each generation is found by its own script (same length, same speech time).
      const script = () => `Benchmark sentence number ${String(n++).padStart(5, '0')}.`;
      const [clientGen, rawGen] = await sideBySide(
        generations,
        generationWarmup,
        async () => must(await client.generate({ voiceId, script: script() })),
        () => raw.generate(voiceId, script()),
      );

      const row = (name: string, value: number, extra: Partial<BenchRow> = {}): BenchRow => ({
        group: this.group,
        name,
        value,
        unit: 'ms',
        ...extra,
      });
      const smallOverhead = percentile(clientSmall, 50) - percentile(rawSmall, 50);
      const genOverhead = percentile(clientGen, 50) - percentile(rawGen, 50);
      const genOverheadP95 = percentile(clientGen, 95) - percentile(rawGen, 95);
      return [
        row('listDialects via client, p50', percentile(clientSmall, 50)),
        row('listDialects via client, p95', percentile(clientSmall, 95)),
        row('same GET via raw fetch, p50', percentile(rawSmall, 50)),
        row('same GET via raw fetch, p95', percentile(rawSmall, 95)),
        row('client overhead per call (p50 difference)', smallOverhead, { note: `${smallCalls} calls each, alternating` }),
        row('generate via client (POST + locate), p50', percentile(clientGen, 50)),
        row('generate via client (POST + locate), p95', percentile(clientGen, 95)),
        row('POST /v2/tts/histories alone, p50', percentile(rawGen, 50)),
        row('POST /v2/tts/histories alone, p95', percentile(rawGen, 95)),
        row('client overhead of a generation (p50 difference)', genOverhead, {
          goal: '<= 50 ms',
          meets: genOverhead <= 50,
          note: `${generations} each, synthetic speech; locate = history page 1 + voice lookup`,
        }),
        row('client overhead of a generation (p95 difference)', genOverheadP95, { goal: '<= 50 ms', meets: genOverheadP95 <= 50 }),
      ];
    } finally {
      await sandbox.dispose();
    }
  },
};
