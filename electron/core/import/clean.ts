import type { DroppedKind, DroppedText, ImportChapter, ImportOptions, ImportPreview } from '../../../shared/model/import';
import type { DocumentParagraph, ReadDocument } from './document';
import { findEmails, findUrls, plainLetters, withoutBidiMarks, withoutSpans, type FoundSpan } from './spoken-text';

/**
 * Cleaning, the step between a reader and the preview: footnote markers and bodies, bare URLs and
 * e-mail addresses leave the spoken text unless the user keeps them, bidi marks always do, and
 * every removal is listed (equal texts counted together) so the preview can show it.
 */
class DroppedList {
  private readonly entries = new Map<string, DroppedText>();

  constructor(initial: readonly DroppedText[]) {
    for (const entry of initial) this.add(entry.kind, entry.text, entry.chapterIndex, entry.count);
  }

  add(kind: DroppedKind, text: string, chapterIndex?: number, count = 1): void {
    const key = `${kind}\u0000${text}`;
    const known = this.entries.get(key);
    if (known) known.count += count;
    else this.entries.set(key, { kind, text, count, ...(chapterIndex === undefined ? {} : { chapterIndex }) });
  }

  list(): DroppedText[] {
    return [...this.entries.values()];
  }
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function spokenParagraph(paragraph: DocumentParagraph, options: ImportOptions, dropped: DroppedList, chapterIndex: number): string {
  let text = '';
  for (const part of paragraph) {
    if (typeof part === 'string') text += part;
    else if (options.keepFootnotes) text += `[${part.footnote}]`;
    else dropped.add('footnote-marker', part.footnote, chapterIndex);
  }
  text = plainLetters(withoutBidiMarks(text, (name) => dropped.add('bidi-mark', name, chapterIndex)));
  const removed: FoundSpan[] = [];
  if (!options.keepUrls)
    for (const url of findUrls(text)) {
      removed.push(url);
      dropped.add('url', url.text, chapterIndex);
    }
  if (!options.keepEmails)
    for (const email of findEmails(text)) {
      if (removed.some((span) => span.start < email.end && email.start < span.end)) continue;
      removed.push(email);
      dropped.add('email', email.text, chapterIndex);
    }
  return tidy(withoutSpans(text, removed));
}

export function cleanDocument(document: ReadDocument, options: ImportOptions): ImportPreview {
  const dropped = new DroppedList(document.dropped);
  const chapters: ImportChapter[] = document.chapters.map((chapter, chapterIndex) => {
    const paragraphs = chapter.paragraphs
      .map((paragraph) => spokenParagraph(paragraph, options, dropped, chapterIndex))
      .filter((text) => text.length > 0);
    return {
      title: tidy(plainLetters(withoutBidiMarks(chapter.title, () => undefined))).replace(/\n/g, ' '),
      level: chapter.level,
      paragraphs,
    };
  });
  for (const note of document.notes) {
    const chapter = chapters[note.chapterIndex];
    if (options.keepFootnotes && chapter) {
      const text = spokenParagraph([`[${note.label}] ${note.text}`], { ...options, keepFootnotes: true }, dropped, note.chapterIndex);
      if (text) chapter.paragraphs.push(text);
    } else dropped.add('footnote', tidy(plainLetters(note.text)), note.chapterIndex);
  }
  const characterCount = chapters.reduce((sum, chapter) => sum + chapter.paragraphs.reduce((n, p) => n + p.length, 0), 0);
  return {
    format: document.format,
    title: tidy(plainLetters(document.title)).replace(/\n/g, ' '),
    chapters,
    dropped: dropped.list(),
    warnings: document.warnings,
    ...(document.encoding ? { encoding: document.encoding } : {}),
    characterCount,
  };
}
