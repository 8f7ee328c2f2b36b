import type { DroppedText, EncodingChoice, ImportErrorKey, ImportFormat, ImportOptions, ImportWarning } from '../../../shared/model/import';

/**
 * What a reader decodes a document into, before cleaning: the writer's chapters and paragraphs
 * with footnote markers kept apart from the text, so cleaning can drop or keep them.
 */

/** A run of text, or a footnote marker by its label ("1", "*"). */
export type Inline = string | { footnote: string };

/** One paragraph as written; "\n" inside a text run is a line break the writer made. */
export type DocumentParagraph = Inline[];

export interface DocumentChapter {
  title: string;
  level: 1 | 2;
  paragraphs: DocumentParagraph[];
}

export interface FootnoteBody {
  label: string;
  text: string;
  /** The chapter whose text refers to it. */
  chapterIndex: number;
}

export interface ReadDocument {
  format: ImportFormat;
  title: string;
  chapters: DocumentChapter[];
  notes: FootnoteBody[];
  /** What the reader itself left out (running headers, page numbers). */
  dropped: DroppedText[];
  warnings: ImportWarning[];
  encoding?: EncodingChoice;
}

export interface ReadContext {
  /** The file's name as the user chose it; its extension helps tell the format. */
  fileName: string;
  options: ImportOptions;
  signal?: AbortSignal;
}

/** One interface for every format: bytes in, a decoded document out. Readers never touch the cache. */
export interface DocumentReader {
  format: ImportFormat;
  read(bytes: Uint8Array, context: ReadContext): Promise<ReadDocument>;
}

/** A document the import refuses, with a message that says why and what to do. */
export class ImportRefusal extends Error {
  constructor(
    readonly key: ImportErrorKey,
    message: string,
  ) {
    super(message);
    this.name = 'ImportRefusal';
  }
}

export function refuseIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ImportRefusal('import.CANCELLED', 'The import was cancelled.');
}

/** The file name without its folder and extension, the title of last resort. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim() || 'Untitled';
}

/** The plain text of a paragraph with its footnote markers left out. */
export function paragraphText(paragraph: DocumentParagraph): string {
  return paragraph.map((part) => (typeof part === 'string' ? part : '')).join('');
}
