import EPub from 'epub2';
import { posix } from 'node:path';
import { attachNotes } from '../chapters';
import {
  ImportRefusal,
  refuseIfCancelled,
  titleFromFileName,
  type DocumentChapter,
  type DocumentReader,
  type ReadDocument,
} from '../document';
import { readHtmlBlocks, type DocumentBlock, type HtmlNote } from '../html-blocks';
import { tokenizeHtml } from '../html-tokens';
import { navTableOfContents, ncxTableOfContents, type TocEntry } from './epub-toc';
import { chaptersFromSpine } from './epub-chapters';

/**
 * EPUB 2 and 3 through epub2 (container, package document, manifest, spine and the archive,
 * all in memory). Around epub2: it reads no EPUB 3 navigation document, and its NCX reading gives
 * two entries that point at one file the same (last) title, so the table of contents is read here
 * from nav or NCX; it drops the spine's linear="no", so the package document's itemrefs are read
 * again; its errors print the whole book into the message, so they are replaced.
 */

interface ManifestItem {
  id: string;
  href: string;
  'media-type'?: string;
  properties?: string;
}

type Book = EPub & { manifest: Record<string, ManifestItem>; flow: ManifestItem[]; rootFile: string };

function readEntry(book: Book, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    book.zip.readFile(path, (error: unknown, data?: Buffer) => {
      if (error || !data) reject(new Error(`${path} is missing from the book`));
      else resolve(new TextDecoder().decode(data));
    });
  });
}

async function openBook(bytes: Uint8Array): Promise<Book> {
  try {
    return (await EPub.createAsync(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as string)) as Book;
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 120) : 'unreadable';
    throw new ImportRefusal(
      'import.DAMAGED',
      `The EPUB book could not be opened (${reason.startsWith('Invalid/missing file') ? 'not a readable archive' : reason}). Open it in an e-book editor such as Calibre or Sigil, save it again, and import that copy.`,
    );
  }
}

const normalisePath = (href: string) => {
  try {
    return posix.normalize(decodeURIComponent(href));
  } catch {
    return posix.normalize(href);
  }
};

/** The spine's idrefs marked linear="no" (epub2 keeps only the items). */
function nonLinearIds(packageDocument: string): Set<string> {
  const ids = new Set<string>();
  for (const token of tokenizeHtml(packageDocument)) {
    if (token.type === 'open' && token.name.endsWith('itemref') && token.attributes['linear'] === 'no')
      ids.add(token.attributes['idref'] ?? '');
  }
  return ids;
}

async function tableOfContents(book: Book): Promise<{ entries: TocEntry[]; navPath?: string }> {
  const nav = Object.values(book.manifest).find((item) => /(^|\s)nav(\s|$)/.test(item.properties ?? ''));
  if (nav) {
    const navPath = normalisePath(nav.href);
    const entries = navTableOfContents(await readEntry(book, navPath), navPath);
    if (entries.length > 0) return { entries, navPath };
  }
  const ncx =
    (book.spine as { toc?: ManifestItem | null }).toc ??
    Object.values(book.manifest).find((item) => item['media-type'] === 'application/x-dtbncx+xml');
  if (ncx) {
    const ncxPath = normalisePath(ncx.href);
    return { entries: ncxTableOfContents(await readEntry(book, ncxPath), ncxPath), ...(nav ? { navPath: normalisePath(nav.href) } : {}) };
  }
  return { entries: [], ...(nav ? { navPath: normalisePath(nav.href) } : {}) };
}

export const epubReader: DocumentReader = {
  format: 'epub',
  async read(bytes, context): Promise<ReadDocument> {
    const book = await openBook(bytes);
    const title = (book.metadata.title ?? '').trim() || titleFromFileName(context.fileName);
    const { entries, navPath } = await tableOfContents(book);
    const nonLinear = nonLinearIds(await readEntry(book, book.rootFile));
    const wanted = new Map<string, Set<string>>();
    for (const entry of entries) {
      if (!entry.fragment) continue;
      const set = wanted.get(entry.path) ?? new Set<string>();
      set.add(entry.fragment);
      wanted.set(entry.path, set);
    }
    const tocPaths = new Set(entries.map((entry) => entry.path));
    const documents: { path: string; blocks: DocumentBlock[] }[] = [];
    const notes: HtmlNote[] = [];
    const markerLabels = new Map<string, string>();
    for (const item of book.flow) {
      refuseIfCancelled(context.signal);
      const path = normalisePath(item.href);
      if (path === navPath && !tocPaths.has(path)) continue;
      if (nonLinear.has(item.id) && !tocPaths.has(path)) continue;
      if (!/x?html|xml/.test(item['media-type'] ?? '')) continue;
      const reading = readHtmlBlocks(await readEntry(book, path), wanted.get(path), markerLabels);
      documents.push({ path, blocks: reading.blocks });
      notes.push(...reading.notes);
    }
    const { chapters, warnings } = chaptersFromSpine(documents, entries, title);
    return { format: 'epub', title, chapters: chapters as DocumentChapter[], notes: attachNotes(chapters, notes), dropped: [], warnings };
  },
};
