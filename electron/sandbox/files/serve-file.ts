import { statSync } from 'node:fs';
import { json, type SandboxResponse } from '../http/response';
import { decideRange } from '../http/ranges';

/**
 * A file response with HTTP Range support: 200 with the whole file, 206 with Content-Range for
 * one range, 416 with `Content-Range: bytes *\/size` when the range cannot be satisfied.
 */
export function serveFile(
  path: string,
  contentType: string,
  rangeHeader: string | undefined,
  extraHeaders: Record<string, string> = {},
): SandboxResponse {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return json(404, { code: 404, message: 'File not found' });
  }
  const headers = { 'Accept-Ranges': 'bytes', ...extraHeaders };
  const range = decideRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    return { kind: 'raw', status: 416, body: '', contentType: 'text/plain', headers: { ...headers, 'Content-Range': `bytes */${size}` } };
  }
  if (range.kind === 'partial') {
    return {
      kind: 'file',
      status: 206,
      path,
      start: range.start,
      end: range.end,
      contentType,
      headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}` },
    };
  }
  return { kind: 'file', status: 200, path, start: 0, end: size - 1, contentType, headers };
}
