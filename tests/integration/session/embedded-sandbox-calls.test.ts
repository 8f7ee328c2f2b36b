import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedSandbox, type SandboxProvider } from '../../../electron/core/session';

// The studio's own embedded sandbox (not the test one) answers "Simulate a call" and keeps its
// fault switches and request log closed: the Webhooks tab works with no account.
let dir: string;
let provider: SandboxProvider;
let url: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-embedded-'));
  provider = embeddedSandbox(dir);
  const account = await provider.account();
  if (!account.ok) throw new Error(account.error.message);
  url = account.value.url;
});
afterAll(async () => {
  await provider.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded sandbox', () => {
  it('serves the call-webhook routes', async () => {
    const answer = await fetch(`${url}/__sandbox/voice-agents/no-such-agent/webhook`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ message: 'Voice agent not found' });
  });

  it.each([
    ['DELETE', '/__sandbox/faults'],
    ['GET', '/__sandbox/requests'],
    ['GET', '/__sandbox/info'],
  ])('keeps %s %s closed', async (method, path) => {
    const answer = await fetch(`${url}${path}`, { method });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ message: 'Resource not found' });
  });
});
