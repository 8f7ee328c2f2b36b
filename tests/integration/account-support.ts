// Shared by the account integration tests (not a test file itself: vitest collects *.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from '../../shared/contract';
import { createCore, type Core } from '../../electron/core/core';
import { dispatch } from '../../electron/core/contract/dispatch';
import { InMemorySecretStore, KeychainProcessStore, type SecretStore } from '../../electron/core/secrets';
import { existingSandbox } from '../../electron/core/session';
import { startTestSandbox, type TestSandbox } from '../../electron/sandbox/test-support';

/** true under scripts/with-keyring.sh: a private, unlocked gnome-keyring is there to use. */
export const realKeyring = process.env['SAWT_TEST_KEYRING'] === '1';

export interface AccountCore {
  core: Core;
  dataDir: string;
  secrets: SecretStore;
  events: Array<{ name: string; payload: unknown }>;
  /** One contract call through the same road both transports take. */
  call<T = unknown>(name: string, input?: unknown): Promise<Result<T>>;
  close(): Promise<void>;
}

export async function startAccountCore(
  sandbox: TestSandbox,
  options: { secrets?: SecretStore; dataDir?: string } = {},
): Promise<AccountCore> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sawt-account-'));
  const secrets = options.secrets ?? new InMemorySecretStore();
  const core = await createCore({ dataDir, version: 'test', secrets, sandbox: existingSandbox(sandbox) });
  const events: Array<{ name: string; payload: unknown }> = [];
  core.events.subscribe((name, payload) => events.push({ name, payload }));
  return {
    core,
    dataDir,
    secrets,
    events,
    call: <T>(name: string, input: unknown = {}) => dispatch(core.handlers, name, input, { transport: 'web' }) as Promise<Result<T>>,
    close: () => core.close(),
  };
}

/** The keychain the studio ships (its helper process) on the real keyring, else an in-memory one. */
export function keychainStore(): SecretStore {
  return realKeyring ? new KeychainProcessStore() : new InMemorySecretStore();
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/**
 * One real sandbox and one account core for a whole test file, started before its tests and torn
 * down after them; read the two through the returned getters.
 */
export function useSandboxAccount(): { sandbox(): TestSandbox; account(): AccountCore } {
  let sandbox: TestSandbox | undefined;
  let account: AccountCore | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    account = await startAccountCore(sandbox);
  });
  afterAll(async () => {
    await account?.close();
    if (account) removeDir(account.dataDir);
    await sandbox?.dispose();
  });
  return { sandbox: () => sandbox!, account: () => account! };
}
