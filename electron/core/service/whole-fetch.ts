import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { fail, type Result } from '../../../shared/contract/errors';
import type { CallContext } from './errors';
import { WholeAnswer, type Answer } from './whole-answer';

/**
 * A `fetch` for answers the caller reads whole (a clip's audio, every JSON answer), on node:http(s)
 * with kept-alive connections: the body is gathered into one Buffer, answered as a WholeAnswer
 * (whole-answer.ts: no undici, no stream).
 *
 * Why not the global fetch: undici's fetch builds a WHATWG stream, its controllers, a Headers
 * guard and a chain of promises for every answer. A full sync downloads one clip per entry, and
 * that per-answer garbage, alive across the downloads in flight, outlived young-generation
 * collections: the core's heap grew to several times what it held. Gathered here, a download
 * leaves a Buffer and a small answer behind, and a full sync's peak memory and CPU fall with it
 * (`npm run bench -- history-scale`, "full sync", beside its bare-download floor). Answers a
 * player listens to as they arrive keep the global fetch (streamAudio), where a stream is the point.
 *
 * It keeps fetch's contract where the client relies on it: failures reject with
 * `TypeError('fetch failed', { cause })` (cause = the system error, as undici does, so
 * errors.ts reads the same codes); an abort rejects with the signal's reason; `redirect:
 * 'manual'` hands back the 3xx; 'follow' follows up to 20 hops; a body cut short of its
 * Content-Length is a failure, never a short clip. Unlike fetch, it stops at a size limit (a
 * hostile or broken service could otherwise fill the core's memory with one answer).
 */
export type WholeFetch = (url: string, init: WholeInit) => Promise<Answer>;

export interface WholeInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  redirect?: 'follow' | 'manual' | 'error';
  /** The most body bytes taken: a larger answer (declared or arriving) ends with BodyTooLarge. */
  maxBytes?: number;
}

/**
 * An answer larger than the caller's limit: not a network failure (trying again would get the
 * same), so it is thrown as itself for the client to report as a bad response.
 */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the answer was larger than ${limit} bytes`);
  }
}

/** The client's word for it: a bad response, not worth a retry. */
export function tooLarge(error: BodyTooLarge, context: CallContext): Result<never> {
  const mb = Math.round(error.limit / 1024 / 1024);
  return fail('BAD_RESPONSE', `Could not ${context.action}: the service's answer was larger than ${mb} MB, more than the studio takes.`);
}

const maxRedirects = 20;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
/** Statuses a Response may not carry a body with (fetch's "null body status"). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

export function createWholeFetch(): WholeFetch {
  // One pool per client: a sync's downloads reuse a few connections instead of opening one each.
  // Node unrefs idle kept-alive sockets, so the pool never holds the process open.
  const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };
  return async (url, init) => {
    let target = new URL(url);
    let method = init.method ?? 'GET';
    let body = init.body;
    for (let hop = 0; ; hop++) {
      const response = await exchange(target, method, body, init, agents);
      const location = response.headers.location;
      if (init.redirect === 'manual' || !redirectStatuses.has(response.statusCode ?? 0) || location === undefined) {
        return toAnswer(target, response, await gather(response, init.signal, init.maxBytes ?? Number.POSITIVE_INFINITY));
      }
      response.resume();
      if (init.redirect === 'error' || hop >= maxRedirects) {
        throw new TypeError('fetch failed', { cause: new Error(`redirect refused after ${hop + 1} hop(s)`) });
      }
      target = new URL(location, target);
      // As fetch does: a 303, or a 301/302 after a POST, becomes a GET without a body.
      if (response.statusCode === 303 || (method === 'POST' && (response.statusCode === 301 || response.statusCode === 302))) {
        method = 'GET';
        body = undefined;
      }
    }
  };
}

function exchange(
  url: URL,
  method: string,
  body: string | undefined,
  init: WholeInit,
  agents: { 'http:': HttpAgent; 'https:': HttpsAgent },
): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new TypeError('fetch failed', { cause: new Error(`unsupported protocol ${url.protocol}`) }));
  }
  if (init.signal?.aborted) return Promise.reject(abortReason(init.signal));
  const options: RequestOptions = {
    method,
    // Identity: audio does not compress, and fetch's own decoding is not here to undo it.
    headers: { 'accept-encoding': 'identity', ...init.headers },
    agent: agents[url.protocol],
    ...(init.signal ? { signal: init.signal } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, resolve);
    request.on('error', (error) =>
      reject(init.signal?.aborted ? abortReason(init.signal) : new TypeError('fetch failed', { cause: error })),
    );
    request.end(body);
  });
}

/** The whole body; rejects when the connection ends before it (short of Content-Length, or reset). */
function gather(response: IncomingMessage, signal: AbortSignal | undefined, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const tooLarge = (): void => {
      response.destroy();
      reject(new BodyTooLarge(maxBytes));
    };
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
      tooLarge();
      return;
    }
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      if (received > maxBytes) tooLarge();
    });
    response.on('error', (error) => reject(signal?.aborted ? abortReason(signal) : new TypeError('fetch failed', { cause: error })));
    response.on('end', () => {
      const declared = Number(response.headers['content-length'] ?? Number.NaN);
      if (!response.complete || (Number.isSafeInteger(declared) && declared !== received)) {
        const cut = Object.assign(new Error(`the body ended after ${received} of ${declared} bytes`), { code: 'ECONNRESET' });
        reject(new TypeError('fetch failed', { cause: cut }));
        return;
      }
      try {
        resolve(decoded(Buffer.concat(chunks, received), response.headers['content-encoding']));
      } catch (error) {
        reject(new TypeError('fetch failed', { cause: error }));
      }
    });
  });
}

/** Undoes a content coding a server applied although identity was asked for. */
function decoded(bytes: Buffer, coding: string | undefined): Buffer {
  switch (coding?.trim().toLowerCase()) {
    case undefined:
    case '':
    case 'identity':
      return bytes;
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(bytes);
    case 'deflate':
      return inflateSync(bytes);
    case 'br':
      return brotliDecompressSync(bytes);
    default:
      throw new Error(`unsupported content encoding ${coding}`);
  }
}

/** Headers a decoded body no longer matches (fetch leaves them; nothing here reads them after). */
const codedBodyHeaders: ReadonlySet<string> = new Set(['content-encoding', 'content-length']);

function toAnswer(url: URL, response: IncomingMessage, body: Buffer): WholeAnswer {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 599)
    throw new TypeError('fetch failed', { cause: new Error(`status ${status} is not an answer fetch can give`) });
  const coded = !['', 'identity'].includes(response.headers['content-encoding']?.trim().toLowerCase() ?? '');
  return new WholeAnswer(
    status,
    response.statusMessage ?? '',
    url.href,
    response.rawHeaders,
    nullBodyStatuses.has(status) ? null : body,
    coded ? codedBodyHeaders : undefined,
  );
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}
