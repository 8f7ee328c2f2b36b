import { posix } from 'node:path';
import { tokenizeHtml } from '../html-tokens';

/**
 * An EPUB's table of contents, read from the EPUB 3 navigation document (nav epub:type="toc")
 * or, in an EPUB 2, from the NCX (navMap/navPoint). Each entry's target is resolved to the path
 * of a file in the archive and an optional fragment.
 */

export interface TocEntry {
  title: string;
  /** 1 for a top-level entry, 2 for every entry below one. */
  level: 1 | 2;
  path: string;
  fragment?: string;
}

/** A link target relative to the document that holds it, as an archive path and a fragment. */
export function resolveTarget(fromPath: string, href: string): { path: string; fragment?: string } {
  const hash = href.indexOf('#');
  const file = hash < 0 ? href : href.slice(0, hash);
  const fragment = hash < 0 ? undefined : safeDecode(href.slice(hash + 1));
  const path = file === '' ? fromPath : posix.normalize(posix.join(posix.dirname(fromPath), safeDecode(file))).replace(/^\.\//, '');
  return fragment ? { path, fragment } : { path };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The toc nav of an EPUB 3 navigation document. */
export function navTableOfContents(xhtml: string, navPath: string): TocEntry[] {
  const entries: TocEntry[] = [];
  let navDepth = 0;
  let inToc = false;
  let listDepth = 0;
  let link: { href: string; text: string; depth: number } | null = null;
  let span: { text: string; depth: number } | null = null;
  for (const token of tokenizeHtml(xhtml)) {
    if (token.type === 'open' && token.name === 'nav') {
      navDepth++;
      if (!inToc && /\btoc\b/.test(`${token.attributes['epub:type'] ?? ''} ${token.attributes['role'] ?? ''}`)) inToc = true;
      continue;
    }
    if (token.type === 'close' && token.name === 'nav') {
      navDepth--;
      if (navDepth === 0 && inToc) break;
      continue;
    }
    if (!inToc) continue;
    if (token.type === 'open' && token.name === 'ol' && !token.selfClosing) listDepth++;
    else if (token.type === 'close' && token.name === 'ol') listDepth--;
    else if (token.type === 'open' && token.name === 'a') link = { href: token.attributes['href'] ?? '', text: '', depth: listDepth };
    else if (token.type === 'open' && token.name === 'span' && !link) span = { text: '', depth: listDepth };
    else if (token.type === 'text') {
      if (link) link.text += token.text;
      else if (span) span.text += token.text;
    } else if (token.type === 'close' && token.name === 'a' && link) {
      const title = clean(link.text);
      if (title && link.href) entries.push({ title, level: link.depth > 1 ? 2 : 1, ...resolveTarget(navPath, link.href) });
      link = null;
    } else if (token.type === 'close' && token.name === 'span') span = null;
  }
  return entries;
}

/** The navMap of an EPUB 2 NCX, in document order. */
export function ncxTableOfContents(ncx: string, ncxPath: string): TocEntry[] {
  const entries: TocEntry[] = [];
  let depth = 0;
  let inLabel = false;
  const pending: { title: string; src: string; depth: number }[] = [];
  for (const token of tokenizeHtml(ncx)) {
    if (token.type === 'open' && token.name === 'navpoint') {
      depth++;
      pending.push({ title: '', src: '', depth });
    } else if (token.type === 'close' && token.name === 'navpoint') depth--;
    else if (token.type === 'open' && token.name === 'navlabel') inLabel = true;
    else if (token.type === 'close' && token.name === 'navlabel') inLabel = false;
    else if (token.type === 'text' && inLabel && pending.length > 0) pending[pending.length - 1]!.title += token.text;
    else if (token.type === 'open' && token.name === 'content' && pending.length > 0) {
      const point = pending[pending.length - 1]!;
      if (!point.src) point.src = token.attributes['src'] ?? '';
    } else if (token.type === 'close' && (token.name === 'navmap' || token.name === 'ncx')) break;
  }
  for (const point of pending) {
    const title = clean(point.title);
    if (title && point.src) entries.push({ title, level: point.depth > 1 ? 2 : 1, ...resolveTarget(ncxPath, point.src) });
  }
  return entries;
}
