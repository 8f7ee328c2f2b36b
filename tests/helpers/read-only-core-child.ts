// Child process for the read-only data folder test: runs the real core on a data folder that the
// parent made read-only (a read-only bind mount in its own user and mount namespace), makes the
// calls a user would, and prints one JSON line with every Result.
// Usage: read-only-core-child.ts <dataDir> <sandbox account JSON> <draft id>
import { createCore } from '../../electron/core/core';
import { dispatch } from '../../electron/core/dispatch/dispatch';
import { InMemorySecretStore } from './in-memory-secret-store';
import { existingSandbox, type SandboxAccount } from '../../electron/core/session';

async function main(): Promise<void> {
  const [dataDir = '', accountJson = '{}', draftId = ''] = process.argv.slice(2);
  const account = JSON.parse(accountJson) as SandboxAccount;
  const core = await createCore({
    dataDir,
    version: 'read-only-test',
    secrets: new InMemorySecretStore(),
    sandbox: existingSandbox(account),
  });
  const call = (name: string, input: unknown = {}) => dispatch(core.handlers, name, input, { transport: 'web' });
  const report = {
    list: await call('drafts.list'),
    get: await call('drafts.get', { id: draftId }),
    save: await call('drafts.save', { id: draftId, name: 'Kept', text: 'typed while the folder is read-only' }),
    create: await call('drafts.create', { name: 'New', text: 'a new draft on a read-only folder' }),
    getAfter: await call('drafts.get', { id: draftId }),
    history: await call('history.list', {}),
  };
  await core.close();
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

void main();
