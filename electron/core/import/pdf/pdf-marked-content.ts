import { PdfLexer, PdfName, decodeStream, textString, type PdfDict, type PdfValue } from './pdf-objects';
import { isStream, type RawPdf } from './pdf-raw-document';

/**
 * The marked content of one page, in content order with forms entered where they are drawn, as
 * pdf.js walks it: one entry per BDC, with the span's /ActualText when it has one. pdf.js reports
 * the same BDCs (without their properties), so the n-th of each list is the same span.
 */
export interface MarkedContent {
  tag: string;
  actualText?: string;
}

const maxFormDepth = 12;

function isKeyword(value: unknown): value is { keyword: string } {
  return value !== null && typeof value === 'object' && 'keyword' in value;
}

function pageResources(pdf: RawPdf, page: PdfDict): PdfDict | undefined {
  let node: PdfDict | undefined = page;
  for (let depth = 0; node && depth < 64; depth++) {
    const resources = pdf.dict(node.get('Resources'));
    if (resources) return resources;
    node = pdf.dict(node.get('Parent'));
  }
  return undefined;
}

function contentBytes(pdf: RawPdf, contents: PdfValue | undefined): Uint8Array | null {
  const resolved = pdf.resolve(contents);
  const parts = Array.isArray(resolved) ? resolved.map((part) => pdf.resolve(part)) : [resolved];
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    if (part === undefined || part === null) continue;
    if (!isStream(part)) return null;
    const data = decodeStream(pdf.bytes, part);
    if (!data) return null;
    chunks.push(data, new Uint8Array([0x0a]));
  }
  const total = chunks.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function skipInlineImage(lexer: PdfLexer): void {
  for (;;) {
    const token = lexer.next();
    if (token === undefined) return;
    if (isKeyword(token) && token.keyword === 'ID') break;
  }
  const b = lexer.bytes;
  for (let i = lexer.position + 1; i + 2 < b.length; i++) {
    if (
      b[i] === 0x45 &&
      b[i + 1] === 0x49 &&
      (i === 0 || /\s/.test(String.fromCharCode(b[i - 1]!))) &&
      /[\s]/.test(String.fromCharCode(b[i + 2] ?? 0x20))
    ) {
      lexer.position = i + 2;
      return;
    }
  }
  lexer.position = b.length;
}

/** Null when a content stream or a form cannot be read (then nothing about its spans is known). */
export function pageMarkedContent(pdf: RawPdf, pageNum: number): MarkedContent[] | null {
  const page = pdf.dict(pdf.object(pageNum));
  if (!page) return null;
  const found: MarkedContent[] = [];
  const walk = (data: Uint8Array, resources: PdfDict | undefined, depth: number, forms: Set<number>): boolean => {
    const lexer = new PdfLexer(data);
    const operands: (PdfValue | undefined)[] = [];
    for (;;) {
      const token = lexer.next();
      if (token === undefined) return true;
      if (!isKeyword(token)) {
        operands.push(token);
        continue;
      }
      if (token.keyword === 'BDC') {
        const [tag, props] = operands.slice(-2);
        const dict = props instanceof PdfName ? pdf.dict(pdf.dict(resources?.get('Properties'))?.get(props.name)) : pdf.dict(props);
        const actual = pdf.resolve(dict?.get('ActualText'));
        found.push({
          tag: tag instanceof PdfName ? tag.name : '',
          ...(typeof actual === 'string' ? { actualText: textString(actual) } : {}),
        });
      } else if (token.keyword === 'BI') skipInlineImage(lexer);
      else if (token.keyword === 'Do') {
        const name = operands[operands.length - 1];
        const xobjects = pdf.dict(resources?.get('XObject'));
        const ref = name instanceof PdfName ? xobjects?.get(name.name) : undefined;
        const form = pdf.resolve(ref);
        const num = ref && typeof ref === 'object' && 'num' in ref ? (ref as { num: number }).num : -1;
        if (isStream(form) && form.dict.get('Subtype') instanceof PdfName && (form.dict.get('Subtype') as PdfName).name === 'Form') {
          if (depth >= maxFormDepth || forms.has(num)) return false;
          const formData = decodeStream(pdf.bytes, form);
          if (!formData) return false;
          const formResources = pdf.dict(form.dict.get('Resources')) ?? resources;
          if (!walk(formData, formResources, depth + 1, new Set([...forms, num]))) return false;
        }
      }
      operands.length = 0;
    }
  };
  const data = contentBytes(pdf, page.get('Contents'));
  if (!data) return null;
  return walk(data, pageResources(pdf, page), 0, new Set()) ? found : null;
}
