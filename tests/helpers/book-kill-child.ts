// Child process for tests/integration/deliverables-kill.test.ts: exports a book into one folder
// in a loop, as "Export project" does (M4B, book MP3, chapter MP3s and their subtitles, through
// exportBook and its worker), until it is killed. Keeps only the newest round's files, so the
// folder stays small. Prints "exporting" when the first export starts and "exported" after each
// one, so the parent can place its kills inside an export whatever the machine's speed.
import { readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Book } from '../../electron/core/deliverables/book';
import { exportBook } from '../../electron/core/deliverables/export-book';
import { defaultDeliverableSettings } from '../../shared/model/deliverables';

const [bookJson, directory] = process.argv.slice(2);
if (!bookJson || !directory) {
  process.stderr.write('usage: book-kill-child.ts <book.json> <folder>\n');
  process.exit(2);
}
const book = JSON.parse(readFileSync(bookJson, 'utf8')) as Book;

async function exportForever(): Promise<void> {
  let previous: string[] = [];
  process.stdout.write('exporting\n');
  for (;;) {
    const result = await exportBook({
      book,
      settings: { ...defaultDeliverableSettings, chapterFormat: 'mp3', m4b: true, bookMp3: true, subtitles: 'srt' },
      directory: directory!,
      fallbackName: 'book',
    });
    if (!result.ok) {
      process.stderr.write(`${result.error.message}\n`);
      process.exit(1);
    }
    for (const name of previous) unlinkSync(join(directory!, name));
    previous = result.value.files;
    process.stdout.write('exported\n');
  }
}

void exportForever();
