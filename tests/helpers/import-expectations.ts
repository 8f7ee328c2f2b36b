import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportPreview } from '../../shared/model/import';
import { legacySafe, readStory, spokenText, type Story } from '../fixtures/import/story-source.cjs';

/** What the import fixtures must read back as: the story's own chapters and spoken paragraphs. */

export const fixturesDir = join(__dirname, '..', 'fixtures', 'import');

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(fixturesDir, name)));
}

export function story(name: 'story-ar' | 'story-en'): Story {
  return readStory(name);
}

export interface ExpectedChapter {
  title: string;
  level: 1 | 2;
  paragraphs: string[];
}

/** The story's chapters as the import gives them by default (no markers, URLs, e-mails or notes). */
export function expectedChapters(source: Story, options: { legacy?: boolean } = {}): ExpectedChapter[] {
  const variant = (text: string) => (options.legacy ? legacySafe(text) : text).normalize('NFC');
  return source.chapters.map((chapter) => ({
    title: variant(chapter.title),
    level: chapter.level,
    paragraphs: chapter.paragraphs.map((p) => variant(spokenText(p))).filter((p) => p.length > 0),
  }));
}

/** All the text of a book, chapter by chapter, NFC: what "character error rate 0" compares. */
export function bookText(chapters: readonly { paragraphs: readonly string[] }[]): string {
  return chapters
    .map((chapter) => chapter.paragraphs.join('\n\n'))
    .join('\n\n\n')
    .normalize('NFC');
}

/** Edit distance over code points divided by the expected length. */
export function characterErrorRate(expected: string, actual: string): number {
  if (expected === actual) return 0;
  const a = [...expected];
  const b = [...actual];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return a.length === 0 ? b.length : previous[b.length]! / a.length;
}

export function tableOfContents(chapters: readonly { title: string; level: 1 | 2 }[]): string[] {
  return chapters.map((chapter) => `${chapter.level} ${chapter.title}`);
}

export function droppedCount(preview: ImportPreview, kind: string): number {
  return preview.dropped.filter((d) => d.kind === kind).reduce((n, d) => n + d.count, 0);
}
