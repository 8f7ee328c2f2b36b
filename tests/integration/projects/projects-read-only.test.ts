import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/contract';
import type { Chapter } from '../../../shared/model/projects';
import { useCoreRig, type RigCore } from '../../helpers/core-rig';
import { callOk } from '../../helpers/projects';
import { arabicVoices, projectWithVoice, queueReaches } from '../../helpers/queue';
import { canMountReadOnly, runOnReadOnly, snapshot } from '../../helpers/read-only-mount';
import type { ReadOnlyIds } from '../../helpers/read-only-projects-child';

const root = resolve(__dirname, '../../..');
const child = join(root, 'tests/helpers/read-only-projects-child.ts');

type Report = Record<string, Result<unknown>>;

/** A project of two paragraphs whose first block has a take (a clip in History), made while writable. */
async function seed(core: RigCore): Promise<ReadOnlyIds> {
  const [voice] = await arabicVoices(core);
  const project = await projectWithVoice(core, ['الفقرة الأولى كما كتبت.', 'والفقرة الثانية.'], voice!, 'Kept');
  const chapterId = project.chapters[0]!.id;
  const first = (await callOk<Chapter>(core, 'chapters.get', { chapterId })).blocks[0]!;
  await callOk(core, 'queue.start', { projectId: project.id, blockIds: [first.id] });
  await queueReaches(core, project.id, 'idle');
  const taken = (await callOk<Chapter>(core, 'chapters.get', { chapterId })).blocks[0]!;
  return { projectId: project.id, chapterId, blockId: first.id, historyId: taken.chosenTake!.historyId };
}

const profileFiles = (dataDir: string) => readdirSync(dataDir, { recursive: true }).map(String);

// Issue 30 (kept from 14.8): on a read-only data folder the user's projects open as they were and
// every write is refused as DISK_READ_ONLY, changing no byte. SQLite cannot open a WAL database on
// a folder where it cannot make the -shm: a file closed cleanly is read `immutable`, a file left
// with its -wal (killed) is read with it. Both cases run here.
describe.skipIf(!canMountReadOnly())('projects on a read-only data folder (a read-only bind mount in a user+mount namespace)', () => {
  const rig = useCoreRig();
  const account = () =>
    JSON.stringify({ url: rig.sandbox.url, apiKey: rig.sandbox.apiKey, apiKeyId: rig.sandbox.apiKeyId, projectId: rig.sandbox.projectId });

  async function readOnlyRun(dataDir: string, ids: ReadOnlyIds): Promise<Report> {
    const before = snapshot(dataDir);
    const requests = rig.sandbox.requests.count('historyCreate');
    const run = await runOnReadOnly<Report>(root, dataDir, child, [account(), JSON.stringify(ids)]);
    expect(run.report, run.stderr).not.toBeNull();
    expect(snapshot(dataDir)).toEqual(before);
    // Nothing was sent to be generated: a refused write spends no characters.
    expect(rig.sandbox.requests.count('historyCreate')).toBe(requests);
    return run.report!;
  }

  function expectReadsAndRefusals(report: Report, ids: ReadOnlyIds): void {
    expect(report['list']).toMatchObject({ ok: true, value: { projects: [{ id: ids.projectId, name: 'Kept' }], readOnly: true } });
    expect(report['get']).toMatchObject({ ok: true, value: { id: ids.projectId, name: 'Kept' } });
    const chapter = {
      ok: true,
      value: { blocks: [{ id: ids.blockId, text: 'الفقرة الأولى كما كتبت.', status: 'generated' }, { text: 'والفقرة الثانية.' }] },
    };
    expect(report['chapter']).toMatchObject(chapter);
    expect(report['takes']).toMatchObject({ ok: true, value: [{ historyId: ids.historyId }] });
    expect(report['history']).toMatchObject({
      ok: true,
      value: { items: expect.arrayContaining([expect.objectContaining({ id: ids.historyId, audioCached: true })]) },
    });
    expect(report['waveform'], JSON.stringify(report['waveform'])).toMatchObject({ ok: true });
    expect(report['exportChoices']).toMatchObject({ ok: true });
    for (const write of ['edit', 'rename', 'create', 'queue', 'preview', 'download']) {
      expect(report[write], write).toMatchObject({
        ok: false,
        error: { code: 'DISK_READ_ONLY', message: expect.stringMatching(/^The disk is read-only.*your text is kept here/) },
      });
    }
    expect(report['chapterAfter']).toMatchObject(chapter);
  }

  it('opens a project file closed cleanly (no -wal): lists, reads, plays; refuses every write; changes no byte', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sawt-projects-ro-'));
    try {
      const writer = await rig.startCore({ dataDir });
      const ids = await seed(writer);
      await writer.close();
      expect(profileFiles(dataDir).some((f) => f.endsWith('projects.sqlite-wal'))).toBe(false);
      expectReadsAndRefusals(await readOnlyRun(dataDir, ids), ids);

      // Writable again, the edit refused before lands.
      const after = await rig.startCore({ dataDir });
      expect(await after.call('blocks.update', { blockId: ids.blockId, text: 'saved once writable' })).toMatchObject({ ok: true });
      await after.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('opens a project file left with its -wal (the studio was killed): its last changes are read too', async () => {
    const live = mkdtempSync(join(tmpdir(), 'sawt-projects-live-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'sawt-projects-ro-wal-'));
    try {
      const writer = await rig.startCore({ dataDir: live });
      const ids = await seed(writer);
      await queueReaches(writer, ids.projectId, 'idle');
      // The folder as a kill -9 leaves it: copied while the connections are open, -wal and -shm included.
      cpSync(live, dataDir, { recursive: true });
      await writer.close();
      expect(profileFiles(dataDir).some((f) => f.endsWith('projects.sqlite-wal'))).toBe(true);
      expectReadsAndRefusals(await readOnlyRun(dataDir, ids), ids);
    } finally {
      rmSync(live, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
