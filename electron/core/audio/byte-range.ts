/** A satisfiable byte range, inclusive at both ends as in HTTP. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a `Range: bytes=…` header against a file of `size` bytes. One range only (players ask for
 * one); `null` means "no usable Range header, send the whole file"; 'unsatisfiable' means 416.
 */
export function parseByteRange(header: string | undefined | null, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Status and headers for answering a (possibly ranged) request for `size` bytes. */
export function rangeResponseHead(
  range: ByteRange | null | 'unsatisfiable',
  size: number,
  contentType: string,
): { status: number; headers: Record<string, string>; range?: ByteRange } {
  const common = { 'Accept-Ranges': 'bytes', 'Content-Type': contentType, 'Cache-Control': 'private, max-age=3600' };
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { ...common, 'Content-Range': `bytes */${size}` } };
  }
  if (range === null) return { status: 200, headers: { ...common, 'Content-Length': String(size) } };
  return {
    status: 206,
    headers: {
      ...common,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    },
    range,
  };
}
