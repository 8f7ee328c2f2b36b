import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wavDurationMs } from '../../../electron/core/audio/wav-duration';

// sox makes the files and soxi measures them: an independent reader of the same bytes.
const dir = mkdtempSync(join(tmpdir(), 'sawt-wav-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function makeWav(name: string, rate: number, bits: number, channels: number, seconds: number, encoding = 'signed-integer'): string {
  const file = join(dir, name);
  execFileSync('sox', [
    '-n',
    '-r',
    String(rate),
    '-b',
    String(bits),
    '-e',
    encoding,
    '-c',
    String(channels),
    file,
    'synth',
    String(seconds),
    'sine',
    '440',
  ]);
  return file;
}
const soxiMs = (file: string) => Number(execFileSync('soxi', ['-D', file], { encoding: 'utf8' }).trim()) * 1000;

describe('the duration of a WAV', () => {
  const cases: Array<[string, number, number, number, number, string?]> = [
    ['speech 22.05 kHz 16-bit mono', 22_050, 16, 1, 3.2],
    ['CD 44.1 kHz 16-bit stereo', 44_100, 16, 2, 1.75],
    ['48 kHz 24-bit mono', 48_000, 24, 1, 2.5],
    ['telephone 8 kHz 8-bit mono', 8_000, 8, 1, 4.04, 'unsigned-integer'],
    ['16 kHz 32-bit float stereo', 16_000, 32, 2, 0.6, 'floating-point'],
  ];
  it.each(cases)('%s matches soxi', (name, rate, bits, channels, seconds, encoding) => {
    const file = makeWav(`${name.replace(/\W+/g, '-')}.wav`, rate, bits, channels, seconds, encoding);
    const bytes = readFileSync(file);
    expect(Math.abs(wavDurationMs(bytes)! - soxiMs(file))).toBeLessThanOrEqual(1);
  });

  it('needs only the header when told the file size', () => {
    const file = makeWav('header-only.wav', 22_050, 16, 1, 5);
    const bytes = readFileSync(file);
    expect(wavDurationMs(bytes.subarray(0, 4_096), bytes.byteLength)).toBe(wavDurationMs(bytes));
  });

  it('is null for bytes that are not a WAV', () => {
    expect(wavDurationMs(new TextEncoder().encode('ID3 not a wav at all, just some bytes here and more'))).toBeNull();
    expect(wavDurationMs(new Uint8Array(10))).toBeNull();
  });
});
