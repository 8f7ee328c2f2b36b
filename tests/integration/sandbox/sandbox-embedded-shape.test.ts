import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedSandbox, type SandboxProvider } from '../../../electron/core/session';
import { callApi, makeTempDir } from '../../helpers/test-sandbox';

let provider: SandboxProvider | null = null;
let dir: string | null = null;
afterEach(async () => {
  await provider?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  provider = null;
  dir = null;
});

async function usageType(options: { shape?: string }): Promise<string> {
  dir = makeTempDir('sawt-embedded-');
  provider = embeddedSandbox(dir, options);
  const account = await provider.account();
  if (!account.ok) throw new Error(account.error.message);
  const voice = await callApi({ url: account.value.url, apiKey: account.value.apiKey }, '/v2/tts/voices/default/current');
  return typeof voice.body.data.usedInJobs;
}

describe('the embedded sandbox starter picks the shape', () => {
  it('answers in the spec shape by default and in the lenient one when asked', async () => {
    expect(await usageType({})).toBe(process.env.SANDBOX_SHAPE === 'lenient' ? 'number' : 'boolean');
    await provider!.close();
    rmSync(dir!, { recursive: true, force: true });
    expect(await usageType({ shape: 'lenient' })).toBe('number');
  });

  it('says which value is wrong instead of starting', async () => {
    dir = makeTempDir('sawt-embedded-');
    provider = embeddedSandbox(dir, { shape: 'loose' });
    const account = await provider.account();
    expect(account).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(account.ok ? '' : account.error.message).toContain('must be spec or lenient, got "loose"');
  });
});
