import { rmSync } from 'node:fs';
import { callApi, makeTempDir } from '../tests/helpers/test-sandbox';
import { startSandbox, type SandboxHandle } from '../electron/sandbox/server';
import { percentile, type Bench, type BenchRow } from './types';

/**
 * Generation time in the sandbox (POST /v2/tts/histories round trip: validation, espeak speech,
 * WAV written atomically, entry saved) for 100, 1,000 and 3,000 characters, Arabic and English.
 * The client's own overhead is measured elsewhere against this figure.
 */
const sizes = [100, 1_000, 3_000] as const;
const repetitions: Record<(typeof sizes)[number], number> = { 100: 5, 1_000: 3, 3_000: 3 };

const sentences = {
  en: 'The quick brown fox jumps over the lazy dog near the quiet river bank. ',
  ar: 'يسعدنا أن نرحب بكم في استوديو صوت للنطق العربي الطبيعي والواضح. ',
};

/** Text of exactly `size` characters, cut at a word boundary and padded back with a full stop. */
function scriptOf(language: 'en' | 'ar', size: number): string {
  const long = sentences[language].repeat(Math.ceil(size / sentences[language].length) + 1);
  const cut = long.slice(0, size - 1);
  const trimmed = cut.slice(0, cut.lastIndexOf(' '));
  return `${trimmed}.`.padEnd(size, '.');
}

async function timeGeneration(sandbox: SandboxHandle, voiceId: string, script: string): Promise<number> {
  const started = performance.now();
  const response = await callApi(sandbox, '/v2/tts/histories', {
    method: 'POST',
    body: { ttsVoiceId: voiceId, script, apiKey: sandbox.apiKeyId },
  });
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`generation failed: ${response.status} ${response.text}`);
  return elapsed;
}

export const bench: Bench = {
  group: 'sandbox generation',
  async run(): Promise<BenchRow[]> {
    const dataDir = makeTempDir('sawt-sandbox-bench-');
    const sandbox = await startSandbox({ dataDir, speech: 'auto' });
    const rows: BenchRow[] = [];
    try {
      const voices = (await callApi(sandbox, '/v2/tts/voices?perPage=100')).body.data.voices as Array<{ id: string; language: string }>;
      const voiceOf = { en: voices.find((v) => v.language === 'en')!.id, ar: voices.find((v) => v.language === 'ar')!.id };
      const firstMs = await timeGeneration(sandbox, voiceOf.en, 'Warm up.');
      rows.push({ group: bench.group, name: 'first generation (loads the speech engine)', value: firstMs, unit: 'ms' });
      await timeGeneration(sandbox, voiceOf.ar, 'تسخين.'); // loads the Arabic dictionary outside the figures
      for (const language of ['ar', 'en'] as const) {
        for (const size of sizes) {
          const script = scriptOf(language, size);
          const samples: number[] = [];
          for (let i = 0; i < repetitions[size]; i += 1) samples.push(await timeGeneration(sandbox, voiceOf[language], script));
          rows.push({
            group: bench.group,
            name: `${language === 'ar' ? 'Arabic' : 'English'}, ${size.toLocaleString('en')} chars, median`,
            value: percentile(samples, 50),
            unit: 'ms',
            note: `${samples.length} runs`,
          });
        }
      }
    } finally {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return rows;
  },
};
