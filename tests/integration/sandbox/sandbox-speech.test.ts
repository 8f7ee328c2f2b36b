import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

/** Reads the parts of a RIFF/WAVE file the tests care about. */
function parseWav(bytes: Buffer): { sampleRate: number; channels: number; bits: number; durationMs: number; info: string } {
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
  let at = 12;
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  let dataBytes = -1;
  let info = '';
  while (at + 8 <= bytes.length) {
    const id = bytes.subarray(at, at + 4).toString('ascii');
    const size = bytes.readUInt32LE(at + 4);
    const body = bytes.subarray(at + 8, at + 8 + size);
    if (id === 'fmt ') {
      expect(body.readUInt16LE(0)).toBe(1);
      channels = body.readUInt16LE(2);
      sampleRate = body.readUInt32LE(4);
      bits = body.readUInt16LE(14);
    } else if (id === 'LIST') info = body.toString('utf8');
    else if (id === 'data') dataBytes = size;
    at += 8 + size + (size % 2);
  }
  expect(dataBytes).toBeGreaterThan(0);
  return { sampleRate, channels, bits, durationMs: (dataBytes / (channels * (bits / 8)) / sampleRate) * 1000, info };
}

async function generateWav(sandbox: TestSandbox, voiceId: string, script: string, speed?: number) {
  const created = await sandbox.api('/v2/tts/histories', {
    method: 'POST',
    body: { ttsVoiceId: voiceId, script, apiKey: sandbox.apiKeyId, ...(speed ? { config: { speed } } : {}) },
  });
  expect(created.status).toBe(200);
  const audio = await fetch(created.body.data[0].audio);
  return parseWav(Buffer.from(await audio.arrayBuffer()));
}

const english = 'Welcome to Sawt Studio. This sentence is read aloud by the sandbox speech engine.';
const arabic = 'مرحبًا بكم في استوديو صوت. هذه الجملة يقرؤها محرك الكلام في بيئة التجربة.';

describe.each(['espeak', 'synthetic'] as const)('sandbox generation with %s speech', (speech) => {
  let sandbox: TestSandbox;
  let voices: { ar: string; en: string };

  beforeAll(async () => {
    sandbox = await startTestSandbox({ speech, returnCreatedEntry: true });
    const list = (await sandbox.api('/v2/tts/voices?perPage=100')).body.data.voices as Array<{ id: string; language: string }>;
    voices = { ar: list.find((v) => v.language === 'ar')!.id, en: list.find((v) => v.language === 'en')!.id };
  });
  afterAll(() => sandbox.dispose());

  it.each([
    ['English', 'en', english],
    ['Arabic', 'ar', arabic],
  ] as const)('produces a valid mono 16-bit WAV of plausible length for %s', async (_label, language, script) => {
    const wav = await generateWav(sandbox, voices[language], script);
    expect(wav).toMatchObject({ channels: 1, bits: 16, sampleRate: 22_050 });
    // About 8–25 characters a second of speech at normal speed.
    expect(wav.durationMs).toBeGreaterThan((script.length / 25) * 1000);
    expect(wav.durationMs).toBeLessThan((script.length / 8) * 1000);
    expect(wav.info).toContain(speech === 'espeak' ? 'eSpeak NG' : 'SYNTHETIC SIGNAL, NOT SPEECH');
  });

  it('applies speed: twice as fast is clearly shorter', async () => {
    const normal = await generateWav(sandbox, voices.en, english);
    const fast = await generateWav(sandbox, voices.en, english, 2);
    expect(fast.durationMs).toBeLessThan(normal.durationMs * 0.7);
  });
});
