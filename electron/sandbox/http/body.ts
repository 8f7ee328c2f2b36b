import type { IncomingMessage } from 'node:http';
import { ServiceFailure, fail } from './errors';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads and parses a JSON request body. An empty body is `undefined`; a body that is not JSON,
 * or too large, is a validation failure (never a crash).
 */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new ServiceFailure(413, 'Request body is too large', 'PayloadTooLarge');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fail.validation('Request body must be valid JSON', 'InvalidJsonBody');
  }
}
