// Child process for the read-only projects test: runs the real core on a data folder the parent
// made read-only (tests/helpers/read-only-mount.ts), reads and writes as a user would, and prints
// one JSON line with every Result.
// Usage: read-only-projects-child.ts <dataDir> <sandbox account JSON> <ids JSON>
import { randomUUID } from 'node:crypto';
import { createCore } from '../../electron/core/core';
import { dispatch } from '../../electron/core/dispatch/dispatch';
import { InMemorySecretStore } from './in-memory-secret-store';
import { existingSandbox, type SandboxAccount } from '../../electron/core/session';

export interface ReadOnlyIds {
  projectId: string;
  chapterId: string;
  blockId: string;
  historyId: string;
}

async function main(): Promise<void> {
  const [dataDir = '', accountJson = '{}', idsJson = '{}'] = process.argv.slice(2);
  const account = JSON.parse(accountJson) as SandboxAccount;
  const ids = JSON.parse(idsJson) as ReadOnlyIds;
  const core = await createCore({
    dataDir,
    version: 'read-only-test',
    secrets: new InMemorySecretStore(),
    sandbox: existingSandbox(account),
  });
  const call = (name: string, input: unknown = {}) => dispatch(core.handlers, name, input, { transport: 'web' });
  const { projectId, chapterId, blockId, historyId } = ids;
  const report = {
    list: await call('projects.list'),
    get: await call('projects.get', { projectId }),
    chapter: await call('chapters.get', { chapterId }),
    takes: await call('blocks.takes', { blockId }),
    history: await call('history.list', {}),
    waveform: await call('audio.waveform', { src: `/api/audio/history/${historyId}`, buckets: 64 }),
    edit: await call('blocks.update', { blockId, text: 'typed while the folder is read-only' }),
    rename: await call('projects.rename', { projectId, name: 'Renamed' }),
    create: await call('projects.create', { name: 'New' }),
    queue: await call('queue.start', { projectId }),
    preview: await call('projects.previewVoice', { projectId, voiceId: 'any', requestId: randomUUID() }),
    download: await call('deliverables.prepareDownload', { projectId, exportId: 'read-only' }),
    exportChoices: await call('deliverables.getSettings', { projectId }),
    chapterAfter: await call('chapters.get', { chapterId }),
  };
  await core.close();
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

void main();
