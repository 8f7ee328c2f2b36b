/** A byte range to serve, inclusive at both ends. */
export type RangeDecision = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Interprets a `Range` header against a file size (RFC 9110 §14). One range only: `bytes=a-b`,
 * `bytes=a-`, `bytes=-n`. Several ranges get the whole file (allowed by the RFC; players never ask
 * for more than one). A `bytes=` range that is malformed or starts past the end is unsatisfiable
 * (416); a header in another unit is ignored.
 */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return { kind: 'full' };
  const value = header.trim();
  if (!value.toLowerCase().startsWith('bytes=')) return { kind: 'full' };
  const spec = value.slice(6).trim();
  if (spec.includes(',')) return { kind: 'full' };
  const match = /^(\d*)-(\d*)$/.exec(spec);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
