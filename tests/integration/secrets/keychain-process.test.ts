import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/contract';
import type { BlockEdit } from '../../../shared/contract/ops/projects';
import type { Chapter, Project } from '../../../shared/model/projects';
import { KeychainProcessStore } from '../../../electron/core/secrets';
import { canStartPrivateKeyring, startPrivateKeyring, type PrivateKeyring } from '../../helpers/private-keyring';
import { startCoreRig, unwrap, type CoreRig } from '../../helpers/core-rig';
import { alive } from '../../helpers/process-alive';

// Issue 14.5: a hung keychain never stalls other work. The keychain runs in a helper process
// (its libuv pool, not the core's) and a call past its deadline kills the helper, freeing every
// caller. Against a real gnome-keyring on a private D-Bus session that the test stops (SIGSTOP),
// and helpers that break on purpose. Ordering, not timing, is asserted: the draft save must finish
// while the keychain reads are all still waiting.
const broken = (mode: string, timeoutMs = 300) =>
  new KeychainProcessStore({
    timeoutMs,
    helper: { file: join(__dirname, '../../helpers/broken-keychain-helper.ts'), execArgv: ['--import', 'tsx'] },
    env: { ...process.env, SAWT_BROKEN_HELPER: mode },
  });

describe('the keychain helper process under failure injection', () => {
  it('frees the caller of a helper that never answers, with a timeout, and kills that helper', async () => {
    const store = broken('silent');
    const reads = Promise.all([store.getSecret('a'), store.probe(), store.setSecret('b', 'secret-canary-1')]);
    // The pid is known once the helper has been started for the first call.
    const pid = store.helperPid()!;
    const results = await reads;
    for (const result of results) {
      expect(result).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE', messageKey: 'keychain.timeout' } });
      if (!result.ok) expect(result.error.message).toMatch(/did not answer in time.*no answer within 0\.3 s/);
    }
    expect(JSON.stringify(results)).not.toContain('secret-canary-1');
    await expect.poll(() => alive(pid)).toBe(false);
    // The next call starts a fresh helper (which again never answers).
    const again = store.getSecret('a');
    expect(store.helperPid()).not.toBe(pid);
    expect(await again).toMatchObject({ ok: false, error: { messageKey: 'keychain.timeout' } });
  });

  it('reports a helper that dies mid-call as unavailable, not as "no key"', async () => {
    const result = await broken('crash', 10_000).getSecret('a');
    expect(result).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE', messageKey: 'keychain.unknown' } });
    if (!result.ok) expect(result.error.message).toContain('the keychain helper stopped (exit code 70)');
  });

  it('gives up on a helper that never starts listening', async () => {
    const store = new KeychainProcessStore({
      startTimeoutMs: 300,
      helper: { file: join(__dirname, '../../helpers/broken-keychain-helper.ts'), execArgv: ['--import', 'tsx'] },
      env: { ...process.env, SAWT_BROKEN_HELPER: 'mute' },
    });
    const result = await store.probe();
    expect(result).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE', messageKey: 'keychain.unknown' } });
    if (!result.ok) expect(result.error.message).toContain('did not start within');
  });
});

describe.skipIf(!canStartPrivateKeyring())('a hung gnome-keyring (stopped with SIGSTOP on a private D-Bus session)', () => {
  let keyring: PrivateKeyring;
  let account: CoreRig;
  let store: KeychainProcessStore;

  beforeAll(async () => {
    keyring = await startPrivateKeyring();
    // A generous deadline: the ordering below must not depend on how busy the machine is.
    store = new KeychainProcessStore({ env: keyring.env, timeoutMs: 5000 });
    account = await startCoreRig({ secrets: store });
  });
  afterAll(async () => {
    await account?.close();
    keyring?.thaw();
    await keyring?.dispose();
  });

  it('stores and reads through the helper while the keyring answers', async () => {
    const id = randomUUID();
    expect(await store.setSecret(id, 'stored-while-healthy')).toMatchObject({ ok: true });
    expect(await store.getSecret(id)).toEqual({ ok: true, value: 'stored-while-healthy' });
    expect(await store.deleteSecret(id)).toEqual({ ok: true, value: true });
  });

  it('keeps a project edit unblocked by 8 stuck reads, frees the readers at the deadline, then recovers', async () => {
    const kept = randomUUID();
    unwrap(await store.setSecret(kept, 'survives-the-hang'));
    // The session (cache, projects database) is open before the keyring hangs: the save measured is a save.
    const project = unwrap(await account.call<Project>('projects.create', { name: 'Stall', text: 'first words' }));
    const [block] = unwrap(await account.call<Chapter>('chapters.get', { chapterId: project.chapters[0]!.id })).blocks;
    const helperBefore = store.helperPid()!;

    keyring.freeze();
    let settledReads = 0;
    const reads = Array.from({ length: 8 }, () => store.getSecret(randomUUID()).finally(() => (settledReads += 1)));
    const save = await account.call<BlockEdit>('blocks.update', { blockId: block!.id, text: 'written while the keyring hangs' });
    const readsWhenSaved = settledReads;
    const results: Array<Result<string | null>> = await Promise.all(reads);

    expect(save).toMatchObject({ ok: true });
    expect(unwrap(await account.call<Chapter>('chapters.get', { chapterId: project.chapters[0]!.id })).blocks[0]).toMatchObject({
      id: block!.id,
      text: 'written while the keyring hangs',
    });
    expect(readsWhenSaved).toBe(0);
    for (const result of results)
      expect(result).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE', messageKey: 'keychain.timeout' } });
    await expect.poll(() => alive(helperBefore)).toBe(false);

    keyring.thaw();
    expect(await store.getSecret(kept)).toEqual({ ok: true, value: 'survives-the-hang' });
    expect(store.helperPid()).not.toBe(helperBefore);
  });

  it('reads the API key once: service calls keep working while the keyring hangs', async () => {
    unwrap(await account.call('settings.update', { serviceBaseUrl: { kind: 'custom', url: account.sandbox.url } }));
    unwrap(await account.call('secrets.setApiKey', { apiKey: account.sandbox.apiKey }));
    unwrap(await account.call('voices.refresh', {}));
    keyring.freeze();
    try {
      // Every service call needs the key; none of these asks the (stopped) keyring for it.
      expect(await account.call('voices.refresh', {})).toMatchObject({ ok: true });
      expect(await account.call('account.testConnection')).toMatchObject({ ok: true });
    } finally {
      keyring.thaw();
    }
  });
});
