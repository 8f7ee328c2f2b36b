import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedSandbox } from '../../../electron/core/session';
import { callApi } from '../../helpers/test-sandbox';
import { alive } from '../../helpers/process-alive';

// The embedded sandbox runs in a process of its own, so its work and memory never hold the core's
// event loop (issue 20); one whose process ends is started again, on its same data, at the next use.
const dir = mkdtempSync(join(tmpdir(), 'sawt-embedded-process-'));
const provider = embeddedSandbox(dir);
afterAll(async () => {
  await provider.close();
  rmSync(dir, { recursive: true, force: true });
});

async function voicesStatus(): Promise<{ status: number; apiKey: string }> {
  const account = await provider.account();
  if (!account.ok) throw new Error(account.error.message);
  const answer = await callApi({ url: account.value.url, apiKey: account.value.apiKey }, '/v2/tts/voices?perPage=1');
  return { status: answer.status, apiKey: account.value.apiKey };
}

describe('the embedded sandbox process', () => {
  it('serves from a process other than the core, started again on the same data when it ends', async () => {
    const first = await voicesStatus();
    expect(first.status).toBe(200);
    const pid = provider.processId();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);

    process.kill(pid!, 'SIGKILL');
    await expect.poll(() => alive(pid!) || provider.processId() !== undefined, { timeout: 10_000 }).toBe(false);

    const again = await voicesStatus();
    expect(again).toEqual({ status: 200, apiKey: first.apiKey });
    expect(provider.processId()).not.toBe(pid);
  });

  it('ends its process on close', async () => {
    await voicesStatus();
    const pid = provider.processId()!;
    await provider.close();
    expect(alive(pid)).toBe(false);
    expect(provider.processId()).toBeUndefined();
  });
});
