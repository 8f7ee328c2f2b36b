import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result, StudioError } from '../../../shared/contract';
import type { GeneratedClip, ScriptPiece } from '../../../shared/model/script';
import { generateSpeech } from '../../../electron/core/speech';
import { ServiceClient } from '../../../electron/core/service/client';
import type { FaultRule } from '../../../electron/sandbox/faults';
import { i18n, initI18n } from '../../../renderer/src/i18n';
import { scriptErrorText } from '../../../renderer/src/features/script/error-text';
import { useGenerationRig } from '../../helpers/generation-rig';

/**
 * Issue 33 item 3: under every fault kind of the generation-fault tests, through the real core
 * against the sandbox, the editor's words for the outcome say whether a clip was made and what to
 * do (EN and AR), and the sandbox received at most one POST per click. Before, a 408 read "You are
 * offline… Nothing was lost: try again", a malformed 200 "An unexpected response arrived." and a
 * lost history listing "Not found.", whatever the core had established.
 */
const g = useGenerationRig();

type Made = 'made' | 'maybe' | 'not';
/** Each kind of answer in both languages: the clip's fate, and what to do. */
const says: Record<'en' | 'ar', { made: Record<Made, RegExp>; action: RegExp }> = {
  en: {
    made: {
      made: /made the clip/,
      maybe: /may have been made|may still be making the clip/,
      not: /no clip was made|Nothing was sent/i,
    },
    action:
      /generating again is safe|try again|look in History before generating again|Do not generate it again|fix this, then generate again/i,
  },
  ar: {
    made: {
      made: /صنعت الخدمة المقطع|كانت قد صنعت المقطع/,
      maybe: /ربما صُنع مقطع|ربما لا تزال الخدمة تصنع المقطع/,
      not: /لم يُصنع أي مقطع|لم يُرسَل شيء/,
    },
    action: /آمنة|حاول مجدّدًا|راجع السجلّ قبل التوليد|لا تولّده مرة أخرى|أصلح هذا ثم ولّد/,
  },
};

const tally = { outcomes: 0, unclear: 0 };
const run = randomUUID().slice(0, 4).replace(/\d/g, 'x');
let scripts = 0;
/** A script no earlier test sent (the search for a new entry matches by script). */
const uniqueScript = (label = 'Outcome check') => `${label} ${run} number ${++scripts} of the fault matrix.`;

/** The editor's text for a failure in both languages, checked to say `made` and an action. */
function expectWords(error: StudioError, made: Made): void {
  for (const language of ['en', 'ar'] as const) {
    const text = scriptErrorText(i18n.getFixedT(language), error);
    tally.outcomes++;
    const clear = says[language].made[made].test(text) && says[language].action.test(text);
    if (!clear) tally.unclear++;
    expect(text, `${language}: ${JSON.stringify(error)}`).toMatch(says[language].made[made]);
    expect(text, `${language}: ${JSON.stringify(error)}`).toMatch(says[language].action);
    // Never the offline words for an answer that came, nor the generic ones.
    if (error.outcome !== 'notSent') expect(text).not.toMatch(/You are offline|Nothing was lost|An unexpected response arrived|^Not found/);
  }
}

/** A client of the core's own kind on the rig's sandbox, without retries (so each fault answers quickly) and with the deadline given. */
function quickClient(baseUrl = g.rig.sandbox.url, generationTimeoutMs = 30_000): ServiceClient {
  const { sandbox } = g.rig;
  return new ServiceClient({
    baseUrl,
    getApiKey: async () => sandbox.apiKey,
    getProjectId: () => sandbox.projectId,
    getApiKeyId: () => sandbox.apiKeyId,
    generationTimeoutMs,
    retry: { maxAttempts: 1 },
  });
}

/** One click of Generate through the core's generateSpeech; `during` lets a fault start at a stage. */
async function click(
  rules: FaultRule[],
  options: { client?: ServiceClient; during?: (stage: string) => void; signal?: AbortSignal } = {},
): Promise<{ result: Result<GeneratedClip>; posts: number }> {
  const { sandbox } = g.rig;
  sandbox.faults.set({ rules });
  const before = sandbox.requests.count('historyCreate');
  const session = { client: options.client ?? quickClient(), cache: g.session.cache, audioStore: g.session.audioStore };
  const result = await generateSpeech(
    session,
    { voiceId: g.englishVoice.id, voiceName: g.englishVoice.name, script: uniqueScript() },
    options.signal ?? new AbortController().signal,
    (stage) => options.during?.(stage),
  );
  sandbox.faults.reset();
  return { result, posts: sandbox.requests.count('historyCreate') - before };
}

function failure(result: Result<unknown>): StudioError {
  if (result.ok) throw new Error('expected a failure, the generation succeeded');
  return result.error;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(() => initI18n('en'));

describe('every generation outcome says whether a clip was made and what to do', () => {
  it.each<[string, FaultRule[], Made, StudioError['outcome']]>([
    ['the deadline passes while the service works', [{ route: 'historyCreate', kind: 'latency', latencyMs: 1_500 }], 'maybe', 'maybeMade'],
    ['a 408', [{ route: 'historyCreate', kind: 'status', status: 408 }], 'maybe', 'maybeMade'],
    ['a 429 with Retry-After', [{ route: 'historyCreate', kind: 'rateLimit', retryAfterSeconds: 7 }], 'not', 'notMade'],
    ['a 429 without Retry-After', [{ route: 'historyCreate', kind: 'status', status: 429 }], 'not', 'notMade'],
    ['a 503 before the service took it', [{ route: 'historyCreate', kind: 'status', status: 503 }], 'not', 'notMade'],
    ['a gateway 504', [{ route: 'historyCreate', kind: 'status', status: 504 }], 'maybe', 'maybeMade'],
    ['a malformed 200', [{ route: 'historyCreate', kind: 'malformed' }], 'not', 'notMade'],
    ['a dropped connection', [{ route: 'historyCreate', kind: 'drop' }], 'not', 'notMade'],
    ['a dropped connection, and the history unreadable too', [{ kind: 'drop' }], 'maybe', 'maybeMade'],
    ['a lost history listing after the POST', [{ route: 'historyList', kind: 'drop' }], 'made', 'made'],
    ['a 503 on the history listing after the POST', [{ route: 'historyList', kind: 'status', status: 503 }], 'made', 'made'],
    [
      'an empty history listing after the POST',
      [
        {
          route: 'historyList',
          kind: 'status',
          status: 200,
          body: { success: true, data: { ttsHistories: [], totalPages: 0, page: 1, totalCount: 0 } },
        },
      ],
      'made',
      'made',
    ],
    ['a refused request (422)', [{ route: 'historyCreate', kind: 'status', status: 422 }], 'not', 'notMade'],
  ])('%s', async (name, rules, made, outcome) => {
    // The deadline case alone gets a deadline shorter than the service's delay.
    const deadline = name.startsWith('the deadline') ? { client: quickClient(g.rig.sandbox.url, 500) } : {};
    const { result, posts } = await click(rules, deadline);
    const error = failure(result);
    expect(error.outcome, JSON.stringify(error)).toBe(outcome);
    expect(posts).toBe(1);
    expectWords(error, made);
  });

  it('the audio download fails after the service made the clip: made, listed in History, and said so', async () => {
    const rows = g.historyRows();
    // Every route fails once the download starts: the clip itself was made by then.
    const { result, posts } = await click([], {
      during: (stage) => stage === 'downloading' && g.rig.sandbox.faults.set({ rules: [{ kind: 'status', status: 500 }] }),
    });
    const error = failure(result);
    expect(error.outcome).toBe('made');
    expect(posts).toBe(1);
    expect(g.historyRows()).toBe(rows + 1);
    expectWords(error, 'made');
  });

  it('the service cannot be reached at all: nothing was sent', async () => {
    const { result, posts } = await click([], { client: quickClient(`http://127.0.0.1:${await closedPort()}`) });
    const error = failure(result);
    expect(error).toMatchObject({ code: 'NETWORK', outcome: 'notSent' });
    expect(posts).toBe(0);
    expectWords(error, 'not');
  });

  it('cancelled while the POST was with the service: a clip may have been made', async () => {
    const controller = new AbortController();
    const pending = click([{ route: 'historyCreate', kind: 'latency', latencyMs: 600 }], { signal: controller.signal });
    await expect.poll(() => g.rig.sandbox.requests.all().at(-1)?.route).toBe('historyCreate');
    controller.abort();
    const { result, posts } = await pending;
    expect(failure(result)).toMatchObject({ code: 'CANCELLED', outcome: 'maybeMade' });
    expect(posts).toBe(1);
    expectWords(failure(result), 'maybe');
  });

  it('an answer lost after the service made the clip: found in the history, one POST', async () => {
    const { result, posts } = await click([{ route: 'historyCreate', kind: 'responseLost' }]);
    expect(result.ok).toBe(true);
    expect(posts).toBe(1);
  });
});

describe('a long script generated part by part', () => {
  async function piece(parts: string[]): Promise<string> {
    const created = await g.call<ScriptPiece>('tts.createPiece', { name: 'Outcomes', voiceId: g.englishVoice.id, parts });
    if (!created.ok) throw new Error(created.error.message);
    return created.value.id;
  }
  const generatePiece = (pieceId: string) => g.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId });

  it('a 408 on part 2 names the part and says a clip may have been made; each part was sent once', async () => {
    const pieceId = await piece([uniqueScript('First part'), uniqueScript('Second part')]);
    const before = g.rig.sandbox.requests.count('historyCreate');
    // Part 2's POST gets the 408: the fault is set as that part starts sending.
    let sent = 0;
    const off = g.rig.core.events.subscribe((name, payload) => {
      const progress = payload as { stage: string; part?: { index: number } };
      if (name === 'tts.generationProgress' && progress.stage === 'sending' && progress.part?.index === 1 && sent++ === 0)
        g.rig.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'status', status: 408, times: 1 }] });
    });
    const result = await generatePiece(pieceId);
    off();
    const error = failure(result);
    expect(error, JSON.stringify(error)).toMatchObject({ field: 'parts.1', outcome: 'maybeMade' });
    expect(g.rig.sandbox.requests.count('historyCreate') - before).toBe(2);
    expectWords(error, 'maybe');
    expect(scriptErrorText(i18n.getFixedT('en'), error)).toMatch(/^Part 2: /);
  });

  it('a failed download of part 1 keeps the clip as the part: resuming sends only part 2', async () => {
    const pieceId = await piece([uniqueScript('First part'), uniqueScript('Second part')]);
    const before = g.rig.sandbox.requests.count('historyCreate');
    let armed = true;
    const off = g.rig.core.events.subscribe((name, payload) => {
      const progress = payload as { stage: string; part?: { index: number } };
      if (name === 'tts.generationProgress' && progress.stage === 'downloading' && progress.part?.index === 0 && armed) {
        armed = false;
        g.rig.sandbox.faults.set({ rules: [{ kind: 'status', status: 500 }] });
      }
    });
    const failed = await generatePiece(pieceId);
    off();
    g.rig.sandbox.faults.reset();
    const error = failure(failed);
    expect(error).toMatchObject({ field: 'parts.0', outcome: 'made' });
    expectWords(error, 'made');
    const resumed = await generatePiece(pieceId);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(g.rig.sandbox.requests.count('historyCreate') - before).toBe(2);
    // The join fetched part 1's audio, which the failed click never downloaded.
    await g.expectServedWav('piece', pieceId);
  });

  it('counts: every outcome above was clear', () => {
    expect(tally.outcomes).toBeGreaterThan(0);
    console.log(`generation outcome texts rendered: ${tally.outcomes} (each outcome in EN and AR), unclear: ${tally.unclear}`);
    expect(tally.unclear).toBe(0);
  });
});
