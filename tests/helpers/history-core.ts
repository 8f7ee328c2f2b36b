import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperationName, Result } from '../../shared/contract';
import { createCore, type Core } from '../../electron/core/core';
import type { CallContext } from '../../electron/core/contract/dispatch';
import { dispatch } from '../../electron/core/contract/dispatch';
import { makeTempDir, startTestSandbox, type TestSandbox } from '../../electron/sandbox/test-support';
import type { SandboxOptions } from '../../electron/sandbox/server';
import { InMemorySecretStore } from '../../electron/core/secrets';
import { existingSandbox, type ProfileSession } from '../../electron/core/session';
import { seedSandboxHistory, type SeedOptions } from './history-seed';

/** A real core on a real sandbox seeded with `entries` history entries, for history tests. */
export interface HistoryRig {
  core: Core;
  sandbox: TestSandbox;
  dataDir: string;
  ids: string[];
  call<T = unknown>(name: OperationName, input?: unknown, ctx?: Partial<CallContext>): Promise<Result<T>>;
  session(): Promise<ProfileSession>;
  close(): Promise<void>;
}

export async function startHistoryRig(
  entries: number,
  options: { seed?: SeedOptions; sandbox?: Partial<SandboxOptions> } = {},
): Promise<HistoryRig> {
  const sandboxDir = makeTempDir();
  const ids = await seedSandboxHistory(sandboxDir, entries, options.seed);
  const sandbox = await startTestSandbox({ ...options.sandbox, dataDir: sandboxDir });
  const dataDir = mkdtempSync(join(tmpdir(), 'sawt-history-'));
  const core = await createCore({ dataDir, version: 'test', secrets: new InMemorySecretStore(), sandbox: existingSandbox(sandbox) });
  return {
    core,
    sandbox,
    dataDir,
    ids,
    call: (name, input, ctx) => dispatch(core.handlers, name, input ?? {}, { transport: 'web', ...ctx }) as never,
    async session() {
      const session = await core.context.sessions.current();
      if (!session.ok) throw new Error(session.error.message);
      return session.value;
    },
    async close() {
      await core.close();
      await sandbox.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
