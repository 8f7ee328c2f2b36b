import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Chapter, Project, ProjectList } from '../../../shared/model/projects';
import { openWorkDatabase, workFileOf } from '../../../electron/core/projects';
import { insertProject } from '../../../electron/core/projects/project-writes';
import { defaultProjectSettings } from '../../../shared/model/projects';
import { cacheFileOf } from '../../../electron/core/session';
import { unwrap, useCoreRig, type RigCore } from '../../helpers/core-rig';
import { callOk, catalogueVoices, firstChapterOf, generateJobs, jobsOf } from '../../helpers/projects';
import { savedText } from '../../helpers/projects-save-text';
import { legacyClock, legacyDraft, writeLegacyDraft } from '../../helpers/legacy-profile';

// A project is the user's writing (issue 30): it survives kill -9 in the middle of a save, a cache
// rebuilt after damage, a cache that cannot open at all, and a damaged projects file is set aside.
const rig = useCoreRig();
const root = resolve(__dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'sawt-projects-kill-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const profileDir = async (core: RigCore) => (await core.session()).directory;

describe('kill -9 during a block save', () => {
  const kills = 24;
  const atOnce = 6;

  /** A project of one block on its own file; a child saves the block in a loop and is killed 5–60 ms in. */
  function killOneSaver(index: number): Promise<{ text: string; blocks: number }> {
    const dir = join(scratch, `run-${index}`);
    mkdirSync(dir);
    const path = join(dir, 'projects.sqlite');
    const opened = unwrap(openWorkDatabase(path)).database;
    const { blockIds } = opened.transaction(() =>
      insertProject(opened, {
        name: 'Saved',
        settings: defaultProjectSettings(),
        chapters: [{ title: 'One', blocks: [{ text: savedText(0), speaker: null }] }],
      }),
    );
    opened.close();
    const blockId = blockIds[0]![0]!;
    return new Promise((done, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'tests/helpers/projects-save-child.ts'), path, blockId], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdout.once('data', () => setTimeout(() => child.kill('SIGKILL'), 5 + Math.floor(Math.random() * 56)));
      child.on('error', reject);
      child.on('exit', (_code, signal) => {
        if (signal !== 'SIGKILL') return reject(new Error(`saver ${index} ended without being killed: ${stderr}`));
        const reopened = openWorkDatabase(path);
        if (!reopened.ok) return reject(new Error(reopened.error.message));
        if (reopened.value.damaged) return reject(new Error(`damaged after a kill: ${reopened.value.damaged.reason}`));
        const db = reopened.value.database;
        const rows = db.db.prepare('SELECT text FROM blocks').all() as Array<{ text: string }>;
        db.close();
        done({ text: rows[0]!.text, blocks: rows.length });
      });
    });
  }

  it('leaves the old text or the new one, whole, every time', async () => {
    const outcomes: Array<{ text: string; blocks: number }> = [];
    for (let start = 0; start < kills; start += atOnce) {
      outcomes.push(...(await Promise.all(Array.from({ length: Math.min(atOnce, kills - start) }, (_, i) => killOneSaver(start + i)))));
    }
    for (const { text, blocks } of outcomes) {
      expect(blocks).toBe(1);
      const version = Number(/^v(\d+) /.exec(text)?.[1]);
      expect(version).toBeGreaterThanOrEqual(1);
      expect(text).toBe(savedText(version));
    }
  }, 120_000);
});

describe('projects and the cache', () => {
  it('survive a cache rebuilt after damage: blocks, takes, choices and the render come back', async () => {
    const first = await rig.startCore();
    const voice = (await catalogueVoices(first)).find((v) => v.language === 'ar' && v.dialectCode)!;
    const project = await callOk<Project>(first, 'projects.create', { name: 'Kept', text: 'الأولى هنا.\n\nالثانية هنا.' });
    await callOk(first, 'projects.updateSettings', {
      projectId: project.id,
      settings: { voiceId: voice.id, dialectCode: voice.dialectCode },
    });
    await generateJobs(first, await jobsOf(first, project.id));
    const before = await firstChapterOf(first, project);
    const dir = await profileDir(first);
    await first.close();

    writeFileSync(cacheFileOf(dir), 'this is not a database '.repeat(100));
    for (const suffix of ['-wal', '-shm']) rmSync(cacheFileOf(dir) + suffix, { force: true });
    // The render goes too: it must be made again from clips the new cache does not know yet.
    rmSync(join(dir, 'renders'), { recursive: true, force: true });

    const rebuilt = await rig.startCore({ dataDir: first.dataDir });
    try {
      const after = await firstChapterOf(rebuilt, project);
      expect(after.blocks.map((b) => [b.id, b.text, b.status, b.chosenTake?.historyId])).toEqual(
        before.blocks.map((b) => [b.id, b.text, 'generated', b.chosenTake?.historyId]),
      );
      expect(unwrap(await rebuilt.core.audio.resolve('chapter', before.id)).path).toMatch(/\.wav$/);
      const rendered: Chapter = await firstChapterOf(rebuilt, project);
      expect(rendered.render).toMatchObject({ complete: true });
      expect(rendered.blocks.every((b) => b.takeCount === 1)).toBe(true);
    } finally {
      await rebuilt.close();
    }
  });

  it('are listed, read and edited when the cache cannot open at all', async () => {
    const first = await rig.startCore();
    const project = await callOk<Project>(first, 'projects.create', { name: 'No cache', text: 'One.\n\nTwo.' });
    const dir = await profileDir(first);
    await first.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(cacheFileOf(dir) + suffix, { force: true });
    mkdirSync(cacheFileOf(dir)); // a folder where the cache file should be: SQLite cannot open it

    const blind = await rig.startCore({ dataDir: first.dataDir });
    try {
      expect((await blind.core.context.sessions.current()).ok).toBe(false);
      expect((await callOk<ProjectList>(blind, 'projects.list', {})).projects.map((p) => p.id)).toContain(project.id);
      const chapter = await firstChapterOf(blind, project);
      const edited = await callOk<{ blocks: Array<{ text: string }> }>(blind, 'blocks.update', {
        blockId: chapter.blocks[0]!.id,
        text: 'One, edited.',
      });
      expect(edited.blocks.map((b) => b.text)).toEqual(['One, edited.']);
    } finally {
      await blind.close();
    }
  });
});

describe('a damaged projects file', () => {
  it('is moved aside, never deleted, said in the list, and the drafts come back as projects', async () => {
    const first = await rig.startCore();
    const at = legacyClock();
    const draft = writeLegacyDraft(await profileDir(first), legacyDraft('Draft', 'A draft kept apart.', null, at()), at());
    expect((await callOk<ProjectList>(first, 'projects.list', {})).projects.map((p) => p.id)).toContain(draft.id);
    const dir = await profileDir(first);
    await first.close();
    writeFileSync(workFileOf(dir), 'SQLite format 3\u0000 but not really '.repeat(300));

    const reopened = await rig.startCore({ dataDir: first.dataDir });
    try {
      const list = await callOk<ProjectList>(reopened, 'projects.list', {});
      expect(list.damaged).toMatchObject({ movedTo: expect.stringContaining('projects.sqlite.damaged-') });
      expect(existsSync(list.damaged!.movedTo)).toBe(true);
      expect(list.projects.map((p) => p.id)).toEqual([draft.id]);
    } finally {
      await reopened.close();
    }
  });
});
