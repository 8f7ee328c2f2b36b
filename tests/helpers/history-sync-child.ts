// A child process for the kill -9 test: opens a core on the given data directory, points it at a
// running sandbox and syncs the history, printing each progress event as one JSON line. The
// parent kills it (SIGKILL) at some moment mid-sync.
import { createCore } from '../../electron/core/core';
import { dispatch } from '../../electron/core/dispatch/dispatch';
import { InMemorySecretStore } from './in-memory-secret-store';
import { existingSandbox, type SandboxAccount } from '../../electron/core/session';

async function main(): Promise<void> {
  const dataDir = process.env.SAWT_DATA_DIR!;
  const account = JSON.parse(process.env.SAWT_SANDBOX_ACCOUNT!) as SandboxAccount;
  const core = await createCore({ dataDir, version: 'crash-test', secrets: new InMemorySecretStore(), sandbox: existingSandbox(account) });
  core.events.subscribe((name, payload) => {
    if (name === 'history.syncProgress' || name === 'history.changed') process.stdout.write(`${JSON.stringify({ name, payload })}\n`);
  });
  const result = await dispatch(core.handlers, 'history.sync', {}, { transport: 'web' });
  process.stdout.write(`${JSON.stringify({ name: 'result', payload: result })}\n`);
  await core.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
