// Child process for tests/integration/audio-export/export-kill.test.ts: exports to one folder in a loop, as
// "Export to folder" does, until it is killed: a long clip copied as WAV (the plain copy), a short
// one encoded to MP3 (the export worker) and subtitles, each through the path the studio uses.
// Keeps only the newest finished file of each kind, so the folder stays small. Prints "writing"
// once the first round has landed, so the parent's random kill falls inside the loop.
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { writeTextExportFile } from '../../electron/core/audio-export/export-file';
import { writeClipAs } from '../../electron/core/audio-export/clip-files';
import type { OwnedClip } from '../../electron/core/history/owned-clip';
import { defaultExportSettings } from '../../shared/model/audio-export';

const [longClip, shortClip, directory, subtitles] = process.argv.slice(2);
if (!longClip || !shortClip || !directory || !subtitles) {
  process.stderr.write('usage: export-kill-child.ts <long.wav> <short.wav> <folder> <subtitle text>\n');
  process.exit(2);
}

const clipOf = (path: string): OwnedClip => ({ path, row: { script: 'Kill test', voiceName: 'Test' } as OwnedClip['row'] });

function check<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) {
    process.stderr.write(`${result.error.message}\n`);
    process.exit(1);
  }
  return result.value;
}

async function exportForever(): Promise<void> {
  const newest = new Map<string, string>();
  const keep = (kind: string, name: string) => {
    const previous = newest.get(kind);
    if (previous) unlinkSync(join(directory!, previous));
    newest.set(kind, name);
  };
  for (let round = 1; ; round++) {
    keep('wav', check(await writeClipAs(clipOf(longClip!), directory!, 'long', defaultExportSettings)).name);
    keep('srt', check(await writeTextExportFile(directory!, 'long.srt', subtitles!)));
    if (round % 3 === 1) {
      const mp3 = { ...defaultExportSettings, format: 'mp3' as const };
      keep('mp3', check(await writeClipAs(clipOf(shortClip!), directory!, 'short', mp3)).name);
    }
    if (round === 1) process.stdout.write('writing\n');
  }
}

void exportForever();
