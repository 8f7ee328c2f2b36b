import type { IncomingMessage, ServerResponse } from 'node:http';
import { fail } from '../../shared/contract';
import { dispatch, type Handlers } from '../core/dispatch/dispatch';
import { BodyTooLarge, readBody, sendJson } from './http-util';

const MB = 1024 * 1024;
const maxInputBytes = MB;
/**
 * Operations whose input is a file's text carry more: a lexicon file may be 4 MB (the import
 * handler says so, and the page checks before reading it), which JSON escaping can grow.
 */
const largerInputs: Readonly<Record<string, number>> = { 'lexicons.import': 12 * MB };

/**
 * `POST /api/ops/<operation>`: the web-mode twin of an IPC invoke. The body is the operation's
 * input as JSON; the answer is always the Result envelope with HTTP 200, so the renderer handles
 * one shape whichever transport it uses. Requiring `application/json` keeps plain cross-site
 * forms out (they cannot send it without a CORS preflight, which we never grant).
 */
export async function handleOperation(req: IncomingMessage, res: ServerResponse, name: string, handlers: Handlers): Promise<void> {
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'POST' }).end();
    return;
  }
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    res.writeHead(415).end();
    return;
  }
  let input: unknown;
  const limit = largerInputs[name] ?? maxInputBytes;
  try {
    const body = await readBody(req, limit);
    input = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      res.setHeader('Connection', 'close');
      sendJson(res, 413, fail('VALIDATION', `The request is larger than ${limit / MB} MB`));
    } else {
      sendJson(res, 200, fail('VALIDATION', 'Input is not valid JSON'));
    }
    return;
  }
  // The caller going away (tab closed, fetch aborted) cancels the operation.
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const result = await dispatch(handlers, name, input, { transport: 'web', signal: controller.signal });
  if (!res.destroyed) sendJson(res, 200, result);
}
