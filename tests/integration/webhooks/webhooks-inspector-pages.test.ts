import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from '../../../electron/core/events';
import { EventInspector } from '../../../electron/core/webhooks/inspector';
import { rawRequest } from '../../helpers/raw-http';

// The sandbox-mode event inspector is a receiver on a loopback port, and every browser on the
// machine reaches loopback. A page of any site may not put made-up events into the studio's list:
// not with a simple text/plain POST, not from a sandboxed frame, not through a DNS name rebound to
// 127.0.0.1. The sender it exists for (JSON from a program, naming the listener) still gets through.
const bus = new EventBus();
const inspector = new EventInspector(bus);
const pushed: unknown[] = [];
let port: number;
const event = JSON.stringify({ eventType: 'call.started', callId: 'made-up', data: { text: 'Your account is locked, call +1 555 0100' } });

beforeAll(async () => {
  bus.subscribe((name, payload) => {
    if (name === 'webhooks.eventReceived') pushed.push(payload);
  });
  port = Number(new URL(await inspector.start()).port);
});
afterAll(() => inspector.close());

describe('the event inspector refuses web pages', () => {
  it.each([
    [
      'a text/plain POST from another site',
      { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ],
    ['a POST from a sandboxed frame', { 'content-type': 'text/plain', origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['a form POST from a browser without Fetch Metadata', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['JSON through a DNS name rebound to 127.0.0.1', { 'content-type': 'application/json', host: 'rebind.example' }],
  ])('%s is refused and never reaches the studio', async (_name, headers) => {
    const answer = await rawRequest({
      port,
      path: '/webhooks/inspector',
      method: 'POST',
      headers: 'host' in headers ? { ...headers, host: `${headers.host}:${port}` } : headers,
      body: event,
    });
    expect(answer.status).toBe(403);
    expect((await inspector.state()).entries).toEqual([]);
    expect(pushed).toEqual([]);
  });

  it('takes JSON from a sender on this computer', async () => {
    const answer = await rawRequest({
      port,
      path: '/webhooks/inspector',
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: inspector.authSecret },
      body: event,
    });
    expect(answer.status).toBe(200);
    expect((await inspector.state()).entries).toHaveLength(1);
    expect(pushed).toHaveLength(1);
  });
});
