// A child process for the real full-disk test: its data directory is a small tmpfs mounted in a
// private mount namespace (unshare), so every write of the core meets the kernel's own ENOSPC.
// It opens a core on a running sandbox and syncs (until the disk is full), changes a choice (its
// mirror cannot be saved), closes, then starts again on the full disk and syncs once more,
// printing each sync event, each result and the profile folder's files as JSON lines.
import { readdirSync } from 'node:fs';
import { createCore } from '../../electron/core/core';
import { dispatch } from '../../electron/core/dispatch/dispatch';
import { InMemorySecretStore } from './in-memory-secret-store';
import { existingSandbox, type SandboxAccount } from '../../electron/core/session';

const say = (name: string, payload: unknown) => process.stdout.write(`${JSON.stringify({ name, payload })}\n`);

async function run(round: number): Promise<void> {
  const dataDir = process.env.SAWT_DATA_DIR!;
  const account = JSON.parse(process.env.SAWT_SANDBOX_ACCOUNT!) as SandboxAccount;
  const core = await createCore({ dataDir, version: 'full-disk', secrets: new InMemorySecretStore(), sandbox: existingSandbox(account) });
  core.events.subscribe((name, payload) => {
    if (name === 'history.syncProgress') say(name, { round, ...(payload as object) });
  });
  const call = (name: Parameters<typeof dispatch>[1], input: unknown = {}) => dispatch(core.handlers, name, input, { transport: 'web' });
  say('sync', { round, result: await call('history.sync') });
  if (round === 1) say('setLimit', { round, result: await call('history.setCacheLimit', { bytes: 987_654_321 }) });
  const session = await core.context.sessions.current();
  if (session.ok) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    say('files', { round, profile: readdirSync(session.value.directory) });
  }
  await core.close();
}

async function main(): Promise<void> {
  await run(1);
  await run(2);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
