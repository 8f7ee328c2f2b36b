import { statSync } from 'node:fs';
import { join } from 'node:path';
import { writeJoinedWav } from '../../electron/core/audio/wav-join';
import { writeSparseWav } from './wav-fixtures';

/**
 * Joins long parts with long pauses in a process of its own and reports its peak memory before
 * and after (process.resourceUsage().maxRSS, the kernel's high-water mark), so the parent judges
 * the join's memory apart from the test runner's. Argv: a scratch folder, the number of parts,
 * the MB of samples in each, and the seconds of silence after each.
 */
const [dir, partsArg, mbArg, pauseArg] = process.argv.slice(2);
const parts = Number(partsArg);
const clipBytes = Number(mbArg) * 1024 * 1024;
const pauseMs = Number(pauseArg) * 1000;

async function main(): Promise<void> {
  // 48 kHz 16-bit stereo, as a service could send: 192,000 bytes a second.
  const clips = Array.from({ length: parts }, (_, i) => join(dir!, `part-${i}.wav`));
  for (const path of clips) writeSparseWav(path, clipBytes, { rate: 48_000, channels: 2 });
  const target = join(dir!, 'joined.wav');
  const beforeKb = process.resourceUsage().maxRSS;
  const written = await writeJoinedWav(
    target,
    clips,
    clips.map(() => ({ beforeMs: 0, afterMs: pauseMs })),
  );
  const afterKb = process.resourceUsage().maxRSS;
  process.stdout.write(
    JSON.stringify({
      ok: written.ok,
      error: written.ok ? null : written.error.message,
      beforeKb,
      afterKb,
      fileBytes: statSync(target, { throwIfNoEntry: false })?.size ?? 0,
    }),
  );
}

void main();
