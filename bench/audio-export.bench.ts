import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { runExportJob } from '../electron/core/audio-export/export-job';
import { runExportInWorker } from '../electron/core/audio-export/export-runner';
import { finishPart, measurePart, planLoudness } from '../electron/core/audio-export/finishing';
import { integratedLoudness } from '../electron/core/audio-export/loudness-meter';
import { decodeWav, type PcmAudio } from '../electron/core/audio-export/pcm';
import { defaultExportSettings } from '../shared/model/audio-export';
import type { Bench, BenchRow } from './types';

/**
 * Issue 16's audio figures: MP3 encoding of 5 minutes of speech, loudness measure + gain on 5
 * minutes, and a 30-minute joined export (10 parts of 3 minutes, MP3 at −16 LUFS) with the peak
 * memory of the process and the event-loop delay the core would see meanwhile. Speech comes from
 * Debian's espeak-ng (sox repeats it to length), 22.05 kHz mono as the sandbox speaks.
 */
const group = 'audio export';

function sh(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
}

function copyOf(audio: PcmAudio): PcmAudio {
  return { sampleRate: audio.sampleRate, channels: audio.channels.map((c) => c.slice()) };
}

export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    const dir = mkdtempSync(join(tmpdir(), 'sawt-audio-bench-'));
    try {
      const seed = join(dir, 'seed.wav');
      sh('espeak-ng', ['-w', seed, 'The studio reads long scripts aloud for listeners across many cities. '.repeat(12)]);
      const five = join(dir, 'five.wav');
      const three = join(dir, 'three.wav');
      sh('sox', [seed, five, 'repeat', '20', 'trim', '0', '300']);
      sh('sox', [seed, three, 'repeat', '12', 'trim', '0', '180']);
      const rows: BenchRow[] = [];

      let t = performance.now();
      const bytes = new Uint8Array(readFileSync(five));
      rows.push({ group, name: 'floor: read the 5-minute WAV (5.3 MB)', value: performance.now() - t, unit: 'ms' });

      t = performance.now();
      await runExportJob({ parts: [five], gapMs: 0, settings: { ...defaultExportSettings, format: 'mp3', mp3Kbps: 128 }, outputPath: join(dir, 'five.mp3'), title: 't', artist: 'a' });
      const mp3Ms = performance.now() - t;
      rows.push({ group, name: 'encode 5 min speech → 128 kbps MP3 (read, decode, encode, write)', value: mp3Ms, unit: 'ms', goal: '<= 3000 ms', meets: mp3Ms <= 3000 });
      rows.push({ group, name: 'MP3 encoding speed, times real time', value: 300_000 / mp3Ms, unit: 'x' });

      const decoded = decodeWav(bytes);
      if (!decoded.ok) throw new Error(decoded.error.message);
      // Warm: one run first, so the figure is the steady state rather than V8's first compile.
      const finish = () => {
        const audio = copyOf(decoded.value);
        const started = performance.now();
        const level = measurePart(audio, -16, -1.2);
        const plan = planLoudness([level], -16);
        finishPart(audio, plan.gainDb, -1.2, level.envelope);
        return performance.now() - started;
      };
      finish();
      const finishMs = finish();
      rows.push({ group, name: 'loudness measure + gain + true-peak limit, 5 min, to −16 LUFS (warm)', value: finishMs, unit: 'ms', goal: '<= 1000 ms', meets: finishMs <= 1000 });
      t = performance.now();
      integratedLoudness(decoded.value);
      rows.push({ group, name: 'floor: EBU R128 integrated loudness alone (ebur128-wasm), 5 min', value: performance.now() - t, unit: 'ms' });

      // 30 minutes: the worker exports while this thread plays the core, measured for delay and memory.
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      t = performance.now();
      const joined = await runExportInWorker({
        parts: Array.from({ length: 10 }, () => three),
        gapMs: 0,
        settings: { ...defaultExportSettings, format: 'mp3', mp3Kbps: 128, loudness: -16 },
        outputPath: join(dir, 'thirty.mp3'),
        title: 't',
        artist: 'a',
      });
      const thirtyMs = performance.now() - t;
      delay.disable();
      clearInterval(sampler);
      if (!joined.ok) throw new Error(joined.error.message);
      const mb = (value: number) => value / 1024 / 1024;
      rows.push({ group, name: '30-min joined export (10 × 3 min → MP3, −16 LUFS), wall', value: thirtyMs, unit: 'ms' });
      rows.push({ group, name: '30-min export: peak RSS of the process (worker included)', value: mb(peak), unit: 'MB', goal: '<= 250 MB', meets: mb(peak) <= 250 });
      rows.push({ group, name: '30-min export: RSS above the idle process', value: mb(peak - baseline), unit: 'MB' });
      const p99 = delay.percentile(99) / 1e6;
      rows.push({ group, name: '30-min export: event-loop delay p99 on the calling thread', value: p99, unit: 'ms', goal: '<= 50 ms', meets: p99 <= 50 });
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
