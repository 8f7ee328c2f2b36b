import type { DocumentParagraph, Inline } from './document';
import { tokenizeHtml } from './html-tokens';
import { trimEndOf } from './spoken-text';

/**
 * HTML (and XHTML) to the writer's blocks: headings, paragraphs with their line breaks, and
 * footnotes kept apart (a marker in the text, its body by the id the marker points at). Used for
 * DOCX (mammoth's HTML), EPUB content documents, HTML and Markdown.
 */

export type DocumentBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; parts: DocumentParagraph }
  /** An element with an id someone asked for (an EPUB table of contents points at it). */
  | { kind: 'anchor'; id: string };

export interface HtmlNote {
  /** The id of the note's element; its marker points at it. */
  id: string;
  label: string;
  text: string;
}

export interface HtmlReading {
  title: string;
  blocks: DocumentBlock[];
  notes: HtmlNote[];
}

const blockElements = new Set(
  'address article aside blockquote body caption center dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hgroup hr html li main nav ol p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const skippedElements = new Set(
  'head script style template noscript svg math rt rp iframe object video audio canvas select button input textarea'.split(' '),
);
const voidElements = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '));
const noteTypes = /\b(footnote|endnote|rearnote|note)\b/;

interface Open {
  name: string;
  role: 'block' | 'skip' | 'marker' | 'note' | 'backlink' | 'inline' | 'sup';
}

function typeOf(attributes: Record<string, string>): string {
  return `${attributes['epub:type'] ?? ''} ${attributes['role'] ?? ''}`;
}

function fragmentOf(href: string | undefined): string | undefined {
  if (!href) return undefined;
  const hash = href.indexOf('#');
  return hash < 0 ? undefined : decodeURIComponent(href.slice(hash + 1));
}

/** Spaces and line breaks off one end (a loop: a pattern anchored at the end would rescan long runs). */
function trimBreaks(text: string, end: 'start' | 'end'): string {
  const blank = (c: string | undefined) => c === ' ' || c === '\n';
  let from = 0;
  let to = text.length;
  if (end === 'start') while (from < to && blank(text[from])) from++;
  else while (to > from && blank(text[to - 1])) to--;
  return text.slice(from, to);
}

function normalise(parts: Inline[], pre: boolean): Inline[] {
  const merged: Inline[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  const cleaned = merged.map((part) => (typeof part === 'string' && !pre ? part.replace(/ {2,}/g, ' ').replace(/ ?\n ?/g, '\n') : part));
  const first = cleaned[0];
  if (typeof first === 'string') cleaned[0] = trimBreaks(first, 'start');
  const lastIndex = cleaned.length - 1;
  const last = cleaned[lastIndex];
  if (typeof last === 'string') cleaned[lastIndex] = trimBreaks(last, 'end');
  return cleaned.filter((part) => part !== '');
}

/**
 * `markerLabels` (note id → label) may be shared between the documents of one book, so a note
 * in one file is known by the marker another file points at it with.
 */
export function readHtmlBlocks(
  html: string,
  wantedAnchors: ReadonlySet<string> = new Set(),
  markerLabels: Map<string, string> = new Map(),
): HtmlReading {
  const blocks: DocumentBlock[] = [];
  const notes: HtmlNote[] = [];
  const markerIds = new Set<string>();
  const stack: Open[] = [];
  let title = '';
  let inTitle = false;
  let parts: Inline[] = [];
  let heading = 0;
  let pre = 0;
  let marker: { target: string; label: string } | null = null;
  let note: { id: string; text: string; depth: number } | null = null;

  const flush = () => {
    const paragraph = normalise(parts, pre > 0);
    parts = [];
    if (paragraph.length === 0) return;
    if (heading > 0) {
      const text = paragraph
        .map((p) => (typeof p === 'string' ? p : ''))
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (text) blocks.push({ kind: 'heading', level: heading, text });
    } else blocks.push({ kind: 'paragraph', parts: paragraph });
  };
  const skipping = () => stack.some((open) => open.role === 'skip' || open.role === 'backlink');

  for (const token of tokenizeHtml(html)) {
    if (token.type === 'text') {
      if (inTitle) title += token.text;
      if (skipping()) continue;
      const text = pre > 0 ? token.text : token.text.replace(/[\t\n\r\f ]+/g, ' ');
      if (note) note.text += text;
      else if (marker) marker.label += text;
      else parts.push(text);
      continue;
    }
    if (token.type === 'close') {
      const at = stack.map((open) => open.name).lastIndexOf(token.name);
      if (at < 0) continue;
      for (const open of stack.splice(at).reverse()) {
        if (open.name === 'title') inTitle = false;
        if (open.name === 'pre') pre = Math.max(0, pre - 1);
        if (open.role === 'marker' && marker) {
          const label = marker.label.replace(/[[\]()\s]/g, '') || String(markerLabels.size + 1);
          markerLabels.set(marker.target, label);
          parts.push({ footnote: label });
          marker = null;
        }
        if (open.role === 'note' && note && stack.length === note.depth) {
          const label = markerLabels.get(note.id) ?? '';
          const text = trimEndOf(note.text.replace(/\s+/g, ' '), ' ↑↩⤴').trim();
          const withoutLabel = label && text.startsWith(label) ? text.slice(label.length).replace(/^[.):\s]+/, '') : text;
          if (withoutLabel) notes.push({ id: note.id, label, text: withoutLabel });
          note = null;
        }
        if (open.role === 'block' && !note) {
          flush();
          if (/^h[1-6]$/.test(open.name)) heading = 0;
        }
      }
      continue;
    }
    const { name, attributes } = token;
    if (name === 'title' && stack.some((open) => open.name === 'head')) inTitle = !token.selfClosing;
    if (name === 'br') {
      if (note) note.text += ' ';
      else if (!skipping()) parts.push('\n');
      continue;
    }
    const id = attributes['id'];
    const type = typeOf(attributes);
    const target = name === 'a' ? fragmentOf(attributes['href']) : undefined;
    let role: Open['role'] = 'inline';
    if (skippedElements.has(name)) role = 'skip';
    else if (note && target !== undefined && markerIds.has(target)) role = 'backlink';
    else if (!note && id && (markerLabels.has(id) || noteTypes.test(type)) && !/noteref/.test(type)) role = 'note';
    else if (!note && target !== undefined && (/noteref/.test(type) || stack.some((open) => open.role === 'sup'))) role = 'marker';
    else if (name === 'sup') role = 'sup';
    else if (blockElements.has(name)) role = 'block';
    if (role === 'block' && !note) {
      flush();
      if (/^h[1-6]$/.test(name)) heading = Number(name[1]);
    }
    if (id && wantedAnchors.has(id) && !note && role !== 'skip') {
      flush();
      blocks.push({ kind: 'anchor', id });
    }
    if (role === 'marker') {
      marker = { target: target!, label: '' };
      if (id) markerIds.add(id);
    }
    if (role === 'note') note = { id: id!, text: '', depth: stack.length };
    if (name === 'pre') pre++;
    if (voidElements.has(name) || token.selfClosing) {
      if (role === 'block' && !note) flush();
      continue;
    }
    stack.push({ name, role });
  }
  flush();
  return { title: title.replace(/\s+/g, ' ').trim(), blocks, notes };
}
