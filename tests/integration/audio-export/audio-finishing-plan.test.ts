import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportSource } from '../../../electron/core/audio-export/export-source';
import { LoudnessPredictor } from '../../../electron/core/audio-export/finish-predict';
import { finishInto, type StreamWriter } from '../../../electron/core/audio-export/finish-render';
import { measure } from '../../../electron/core/audio-export/finishing';
import { run } from '../../helpers/audio-tools';

/**
 * The finishing plan predicts what the limiter will take, from the measuring pass's profile, so
 * an export limits and encodes its audio once: speech (espeak-ng, made louder than the target
 * allows without limiting) is finished into a writer that counts renders, and the render's own
 * measurement (held to ffmpeg and ebur128-wasm by the meter's tests) lands within the render
 * tolerance on the first try, under the ceiling.
 */

let dir: string;
const speech: Record<string, string> = {};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-finishing-'));
  const english = join(dir, 'en.wav');
  const arabic = join(dir, 'ar.wav');
  run('espeak-ng', ['-w', english, 'The studio reads long scripts aloud for listeners across many cities, every part at one level.']);
  run('espeak-ng', ['-v', 'ar', '-w', arabic, 'نقرأ النصوص الطويلة بصوت واضح لكل المستمعين في كل المدن.']);
  speech['22050-mono'] = join(dir, 'speech.wav');
  run('sox', [english, arabic, english, speech['22050-mono']!]);
  speech['48000-stereo'] = join(dir, 'speech-stereo.wav');
  run('sox', [speech['22050-mono']!, '-r', '48000', speech['48000-stereo']!, 'remix', '1', '1v0.7']);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A writer that keeps nothing: the render's own meter is what is checked. */
const nowhere: StreamWriter = {
  enqueue: () => undefined,
  drain: () => Promise.resolve(),
  finish: () => Promise.resolve(),
  cancel: () => Promise.resolve(),
};

const open = (path: string) => ExportSource.open([path], { rateFor: (r) => r, channelsFor: (c) => c, trimSilence: false, gapMs: 0 });

describe('finishing plan', () => {
  for (const source of ['22050-mono', '48000-stereo']) {
    for (const target of [-16, -19, -23]) {
      it(`finishes ${source} speech to ${target} LUFS in one render, under the ceiling`, async () => {
        let renders = 0;
        const ceiling = -1.2;
        const finished = await finishInto(await open(speech[source]!), target, ceiling, () => {
          renders++;
          return Promise.resolve(nowhere);
        });
        expect(renders).toBe(1);
        expect(Math.abs(finished.rendered.lufs - target)).toBeLessThanOrEqual(0.15);
        expect(finished.rendered.truePeakDb).toBeLessThanOrEqual(ceiling);
      });
    }
  }

  it('predicts, where nothing is limited, exactly what the meter measures (the profile keeps every energy)', async () => {
    for (const path of Object.values(speech)) {
      const level = await measure(await open(path));
      const predictor = new LoudnessPredictor(level.profile);
      expect(level.profile.peaks.length).toBe(level.profile.energies.length);
      // A limit far above every peak: the prediction is the measured loudness moved by the gain.
      expect(predictor.lufs(0, 100)).toBeCloseTo(level.lufs, 3);
      expect(predictor.lufs(3, 100)).toBeCloseTo(level.lufs + 3, 3);
      // A limit under the peaks takes loudness away, more the more gain there is.
      const limited = level.truePeakDb - 3;
      expect(predictor.lufs(0, limited)).toBeLessThan(level.lufs);
      expect(predictor.lufs(3, limited) - predictor.lufs(0, limited)).toBeLessThan(3);
    }
  });
});
