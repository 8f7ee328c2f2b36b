// Child process of tests/integration/projects/queue-crash.test.ts: a core on the given data
// directory and sandbox makes a project of the given paragraphs in an Arabic voice and starts its
// generation queue, printing one JSON line per queue event; the parent kills it (SIGKILL) mid-run.
import { createCore } from '../../electron/core/core';
import { dispatch } from '../../electron/core/dispatch/dispatch';
import { InMemorySecretStore } from './in-memory-secret-store';
import { existingSandbox, type SandboxAccount } from '../../electron/core/session';
import type { OperationName, Result } from '../../shared/contract';
import type { Project } from '../../shared/model/projects';
import type { VoiceList } from '../../shared/model/voices';

async function main(): Promise<void> {
  const dataDir = process.env.SAWT_DATA_DIR!;
  const account = JSON.parse(process.env.SAWT_SANDBOX_ACCOUNT!) as SandboxAccount;
  const paragraphs = JSON.parse(process.env.SAWT_PARAGRAPHS!) as string[];
  const core = await createCore({ dataDir, version: 'crash-test', secrets: new InMemorySecretStore(), sandbox: existingSandbox(account) });
  const call = async <T>(name: OperationName, input: unknown): Promise<T> => {
    const result = (await dispatch(core.handlers, name, input, { transport: 'web' })) as Result<T>;
    if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
    return result.value;
  };
  const say = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);
  core.events.subscribe((name, payload) => {
    if (name.startsWith('queue.')) say({ name, payload });
  });
  await call<VoiceList>('voices.list', { refresh: true });
  let voice: VoiceList['voices'][number] | undefined;
  for (let i = 0; i < 400 && !voice; i++) {
    voice = (await call<VoiceList>('voices.list', {})).voices.find((v) => v.language === 'ar' && v.dialectCode);
    if (!voice) await new Promise((done) => setTimeout(done, 50));
  }
  if (!voice) throw new Error('the catalogue did not load');
  const made = await call<Project>('projects.create', { name: 'Killed mid-run', text: paragraphs.join('\n\n') });
  const project = await call<Project>('projects.updateSettings', {
    projectId: made.id,
    settings: { voiceId: voice.id, dialectCode: voice.dialectCode },
  });
  say({ name: 'project', payload: { projectId: project.id, chapterId: project.chapters[0]!.id } });
  await call('queue.start', { projectId: project.id });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
