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

/**
 * An open-ended range (`bytes=N-`, what a media element asks first and on every seek) cut to at
 * most `limit` bytes. HTTP lets a server answer less than such a range asks, and the Content-Range
 * says how much came: the player asks again from there. Bounded ranges stay as asked.
 */
export function limitOpenEndedRange(
  header: string | undefined | null,
  range: ByteRange | null | 'unsatisfiable',
  limit: number | undefined,
): ByteRange | null | 'unsatisfiable' {
  if (limit === undefined || range === null || range === 'unsatisfiable' || !/^bytes=\d+-$/.test(header?.trim() ?? '')) return range;
  return { start: range.start, end: Math.min(range.end, range.start + limit - 1) };
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
