import { describe, expect, it } from 'vitest';
import {
  codeForStatus,
  describeNetworkFailure,
  httpError,
  parseRetryAfter,
  readErrorBody,
  redact,
  wasRefusedBeforeSending,
  type CallContext,
} from '../../../electron/core/service/errors';

const now = Date.parse('2026-03-01T12:00:00Z');
const voiceContext: CallContext = { action: 'load the voice', subject: 'voice', id: 'v-1' };

function mapped(status: number, body: unknown, retryAfter: string | null = null, context = voiceContext) {
  const bodyText = typeof body === 'string' ? body : JSON.stringify(body);
  return httpError({ status, bodyText, retryAfter, nowMs: now }, context);
}

describe('error mapping: status first, then body code', () => {
  const table: Array<[status: number, body: unknown, code: string]> = [
    [400, { code: 400, message: 'voiceAgentId must be a uuid' }, 'VALIDATION'],
    [400, { code: 9400, message: 'script must be a string', messageKey: 'FieldMustBeString' }, 'VALIDATION'],
    [422, { code: 9400, message: 'bad' }, 'VALIDATION'],
    [401, { code: 401, message: 'Unauthorized' }, 'UNAUTHORIZED'],
    [403, { success: false, code: 403, message: 'You are not authorized to perform this action' }, 'FORBIDDEN'],
    [404, { success: false, code: 404, message: 'Resource not found' }, 'NOT_FOUND'],
    [410, '', 'NOT_FOUND'],
    [408, '', 'TIMEOUT'],
    [429, { message: 'Too many requests' }, 'RATE_LIMITED'],
    [500, { success: false, code: 500, message: 'Internal server error' }, 'SERVER'],
    [502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'SERVER'],
    [503, '', 'SERVER'],
    // The status decides when it is specific, even if the body's code disagrees.
    [500, { code: 9400, message: 'x' }, 'SERVER'],
    [401, { code: 404, message: 'x' }, 'UNAUTHORIZED'],
    // A vague 4xx takes the body's code.
    [400, { success: false, code: 404, message: 'Resource not found' }, 'NOT_FOUND'],
    [400, { success: false, code: 403, message: 'no' }, 'FORBIDDEN'],
    [400, { code: 401, message: 'no' }, 'UNAUTHORIZED'],
    [400, { code: 500, message: 'Internal server error' }, 'SERVER'],
    [400, { code: '9400', message: 'string code' }, 'VALIDATION'],
    [409, { message: 'conflict' }, 'VALIDATION'],
    [400, 'not json at all', 'VALIDATION'],
    [400, '', 'VALIDATION'],
    [304, '', 'BAD_RESPONSE'],
  ];
  it.each(table)('HTTP %i with %j → %s', (status, body, code) => {
    const error = mapped(status, body);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.message).toMatch(/\S/);
  });

  it('keeps the service message and messageKey of a 9400 validation error', () => {
    const error = mapped(400, { code: 9400, message: 'script must be a string', messageKey: 'FieldMustBeString', field: 'script' });
    expect(error).toMatchObject({ code: 'VALIDATION', messageKey: 'FieldMustBeString', field: 'script' });
    expect(error.message).toContain('script must be a string');
    expect(error.message).toContain('The service refused to load the voice');
  });

  it('joins an array of validation messages', () => {
    const error = mapped(400, { statusCode: 400, message: ['take must be a number', 'skip must be a number'] });
    expect(error.message).toContain('take must be a number; skip must be a number');
  });

  it('names the missing resource by id on 404', () => {
    expect(mapped(404, { code: 404, message: 'Resource not found' }).message).toBe(
      'Could not load the voice: there is no voice with id "v-1" (HTTP 404).',
    );
  });

  it('says an HTML error page was not JSON and does not quote it', () => {
    const error = mapped(502, '<html><body>Bad Gateway from nginx</body></html>');
    expect(error.message).toContain('HTTP 502; the response was not JSON');
    expect(error.message).not.toContain('<html>');
  });

  it('reads Retry-After in seconds into retryAfterMs', () => {
    const error = mapped(429, { message: 'slow down' }, '2');
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: 2_000 });
    expect(error.message).toContain('wait 2 s');
  });

  it('reads Retry-After as an HTTP date into retryAfterMs', () => {
    const error = mapped(429, '', new Date(now + 90_000).toUTCString());
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: 90_000 });
  });

  it('clips a very long service message', () => {
    const error = mapped(500, { message: 'x'.repeat(5_000) });
    expect(error.message.length).toBeLessThan(500);
  });
});

describe('codeForStatus', () => {
  it('never calls a 2xx/3xx an answer of a known kind', () => {
    expect(codeForStatus(302)).toBe('BAD_RESPONSE');
  });
  it('treats every 5xx as SERVER', () => {
    for (let status = 500; status < 600; status++) expect(codeForStatus(status)).toBe('SERVER');
  });
});

describe('parseRetryAfter', () => {
  it.each([
    ['0', 0],
    ['2', 2_000],
    [' 120 ', 120_000],
    ['1.5', 1_500],
    ['Sun, 01 Mar 2026 12:00:05 GMT', 5_000],
    ['Sun, 01 Mar 2026 11:00:00 GMT', 0],
  ])('%j → %j ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });
  it.each([null, undefined, '', '-1', 'soon', '2 seconds', 'NaN'])('%j → undefined', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('readErrorBody', () => {
  it('survives bodies that are not JSON objects', () => {
    for (const text of ['', '<!doctype html>', 'null', '[]', '"text"', '42', '{']) {
      expect(readErrorBody(text)).toBeUndefined();
    }
  });
  it('ignores fields of the wrong type', () => {
    expect(readErrorBody('{"code":{},"message":7,"messageKey":null}')).toEqual({});
  });
});

describe('network failures', () => {
  const refused = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
  const reset = Object.assign(new TypeError('fetch failed'), {
    cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
  });

  it('recognises a refused connection, and only that, as "nothing was sent"', () => {
    expect(wasRefusedBeforeSending(refused)).toBe(true);
    expect(wasRefusedBeforeSending(reset)).toBe(false);
    expect(wasRefusedBeforeSending(new Error('boom'))).toBe(false);
    expect(wasRefusedBeforeSending(null)).toBe(false);
  });

  it('treats an AggregateError as refused only if every address refused', () => {
    const code = (c: string) => Object.assign(new Error(c), { code: c });
    const all = Object.assign(new TypeError('fetch failed'), { cause: new AggregateError([code('ECONNREFUSED'), code('ECONNREFUSED')]) });
    const mixed = Object.assign(new TypeError('fetch failed'), { cause: new AggregateError([code('ECONNREFUSED'), code('ETIMEDOUT')]) });
    expect(wasRefusedBeforeSending(all)).toBe(true);
    expect(wasRefusedBeforeSending(mixed)).toBe(false);
  });

  it('describes the failure by its system code', () => {
    expect(describeNetworkFailure(refused)).toBe('connection refused, ECONNREFUSED');
    expect(describeNetworkFailure(new Error('x'))).toBe('network error');
  });
});

describe('redact', () => {
  it('scrubs the key from every string of an error', () => {
    const key = 'c4n4ry-k3y';
    const error = redact({ code: 'VALIDATION', message: `bad key ${key}!`, messageKey: key, field: `x.${key}` }, key);
    expect(JSON.stringify(error)).not.toContain(key);
    expect(error.message).toBe('bad key [redacted]!');
  });
});
