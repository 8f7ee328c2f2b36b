import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

let sandbox: TestSandbox;
let voiceId: string;
const sentence = 'يسعدنا أن نرحب بكم في استوديو صوت للنطق العربي الطبيعي والواضح. ';
const longScript = sentence
  .repeat(Math.ceil(2_800 / sentence.length))
  .slice(0, 2_800)
  .trim();

beforeAll(async () => {
  sandbox = await startTestSandbox({ speech: 'espeak' });
  voiceId = (await sandbox.api('/v2/tts/voices?perPage=100')).body.data.voices.find((v: { language: string }) => v.language === 'ar').id;
});
afterAll(() => sandbox.dispose());

// How long the server thread is stalled is a bench figure (bench/sandbox-event-loop.bench.ts);
// here, only what must hold on any machine: the speech thread works, and answers come in order of readiness.
describe('the sandbox speaks on its own thread', () => {
  it('answers other requests while a long clip is being made, several times over', async () => {
    const order: string[] = [];
    const generation = sandbox
      .api('/v2/tts/histories', { method: 'POST', body: { ttsVoiceId: voiceId, script: longScript, apiKey: sandbox.apiKeyId } })
      .then((response) => order.push(`generation ${response.status}`));
    for (let i = 0; i < 3; i += 1) {
      const dialects = await sandbox.api('/v2/tts/dialects');
      order.push(`dialects ${dialects.status}`);
    }
    await generation;
    expect(order).toEqual(['dialects 200', 'dialects 200', 'dialects 200', 'generation 200']);
    const [entry] = (await sandbox.api('/v2/tts/histories?perPage=1')).body.data.ttsHistories;
    expect(entry.script).toBe(longScript);
  });

  it('keeps working after the sandbox is closed and started again on the same data', async () => {
    await sandbox.close();
    const again = await startTestSandbox({ speech: 'espeak', dataDir: sandbox.dataDir });
    try {
      const made = await again.api('/v2/tts/histories', {
        method: 'POST',
        body: { ttsVoiceId: voiceId, script: 'مرحبا بكم.', apiKey: again.apiKeyId },
      });
      expect(made.status).toBe(200);
      expect((await again.api('/v2/tts/histories')).body.data.totalCount).toBe(2);
    } finally {
      await again.close();
    }
  });
});
