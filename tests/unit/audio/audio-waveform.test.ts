import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clipWaveform } from '../../../electron/core/audio/waveform';
import { wavOf } from '../../helpers/wav-fixtures';

const dir = mkdtempSync(join(tmpdir(), 'sawt-waveform-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a clip's waveform (audio.waveform)", () => {
  it("is each bucket's largest magnitude, read from the WAV's samples", async () => {
    const path = join(dir, 'clip.wav');
    writeFileSync(path, wavOf([0, 16_384, -32_768, 8_192, 0, -4_096, 0, 0]));
    const waveform = await clipWaveform(path, 'audio/wav', 4);
    expect(waveform).toEqual({ ok: true, value: { durationMs: 1, peaks: [0.5, 1, 0.125, 0] } });
  });

  it('is drawn for WAV clips only, and says so', async () => {
    const refused = await clipWaveform(join(dir, 'clip.mp3'), 'audio/mpeg', 4);
    expect(refused.ok || refused.error.code).toBe('VALIDATION');
  });
});
