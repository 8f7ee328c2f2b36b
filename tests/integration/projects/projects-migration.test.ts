import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HistoryListPage } from '../../../shared/model/history';
import type { BlockTake, Project, ProjectList } from '../../../shared/model/projects';
import type { Draft, GeneratedClip, ScriptPiece } from '../../../shared/model/script';
import type { DraftTakes } from '../../../shared/model/takes';
import { unwrap, useCoreRig, type RigCore } from '../../helpers/core-rig';
import { callOk, catalogueVoices, firstChapterOf } from '../../helpers/projects';
import { projectsHomeOf } from '../../../electron/core/projects';

// Drafts, parts, takes and joined renders become projects (issue 30): a profile made by today's code
// (a short draft with takes, a long draft with a piece and a regenerated part, a draft never
// generated), then a restart on it: every text, take and choice is there, once.
const rig = useCoreRig();

interface MadeByToday {
  voiceId: string;
  short: Draft;
  shortTakes: string[];
  long: Draft;
  piece: ScriptPiece;
  regenerated: string;
  plain: Draft;
}

async function profileOfToday(core: RigCore): Promise<MadeByToday> {
  const voiceId = (await catalogueVoices(core)).find((voice) => voice.language === 'ar')!.id;
  const draft = async (name: string, text: string) => {
    const made = unwrap(await core.call<Draft>('drafts.create', { name, text }));
    unwrap(await core.call('drafts.save', { id: made.id, name, text, voiceId }));
    return { ...made, voiceId };
  };
  const short = await draft('Short', 'نص قصير للتجربة.');
  const shortTakes: string[] = [];
  for (let i = 0; i < 2; i++) {
    const clip = unwrap(
      await core.call<GeneratedClip>('tts.generate', { requestId: randomUUID(), voiceId, script: short.text, draftId: short.id }),
    );
    shortTakes.push(clip.id);
  }
  // The older take is chosen again by hand.
  unwrap(await core.call<DraftTakes>('takes.choose', { draftId: short.id, partIndex: 0, historyId: shortTakes[0] }));

  const parts = ['الجزء الأول هنا. ', 'الجزء الثاني هنا.'];
  const long = await draft('Long', parts.join(''));
  const created = unwrap(await core.call<ScriptPiece>('tts.createPiece', { name: 'Long', voiceId, draftId: long.id, parts }));
  const piece = unwrap(await core.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.id }));
  const again = unwrap(await core.call<ScriptPiece>('tts.regeneratePart', { requestId: randomUUID(), pieceId: piece.id, partIndex: 1 }));
  // Part 2's first take is chosen back, so the joined render uses it.
  unwrap(await core.call('takes.choose', { draftId: long.id, partIndex: 1, historyId: piece.parts[1]!.historyId }));

  const plain = await draft('Plain', 'سطر أول.\nسطر ثان.');
  return { voiceId, short, shortTakes, long, piece, regenerated: again.parts[1]!.historyId!, plain };
}

const takesOf = (core: RigCore, blockId: string) => callOk<BlockTake[]>(core, 'blocks.takes', { blockId });

describe('drafts become projects', () => {
  it('with every text, take and choice, once, and a project deleted later does not come back', async () => {
    const first = await rig.startCore();
    const made = await profileOfToday(first);
    await first.close();

    const restarted = await rig.startCore({ dataDir: first.dataDir });
    try {
      const list = await callOk<ProjectList>(restarted, 'projects.list', {});
      expect(list.projects.map((p) => [p.id, p.name]).sort()).toEqual(
        [
          [made.short.id, 'Short'],
          [made.long.id, 'Long'],
          [made.plain.id, 'Plain'],
        ].sort(),
      );
      const project = (id: string) => callOk<Project>(restarted, 'projects.get', { projectId: id });

      // The short draft: one block of its text, both takes, the older one chosen, and current.
      const short = await firstChapterOf(restarted, await project(made.short.id));
      expect(short.blocks.map((b) => [b.text, b.status])).toEqual([[made.short.text, 'generated']]);
      expect((await takesOf(restarted, short.blocks[0]!.id)).map((t) => [t.historyId, t.chosen, t.current])).toEqual([
        [made.shortTakes[0], true, true],
        [made.shortTakes[1], false, true],
      ]);

      // The long draft: a block per part (the parts' exact texts), part 2 with both its takes and its choice.
      const longProject = await project(made.long.id);
      expect(longProject.settings.voiceId).toBe(made.voiceId);
      const long = await firstChapterOf(restarted, longProject);
      expect(long.blocks.map((b) => [b.text, b.status])).toEqual([
        ['الجزء الأول هنا. ', 'generated'],
        ['الجزء الثاني هنا.', 'generated'],
      ]);
      expect(long.blocks[0]!.chosenTake?.historyId).toBe(made.piece.parts[0]!.historyId);
      expect((await takesOf(restarted, long.blocks[1]!.id)).map((t) => [t.historyId, t.chosen])).toEqual([
        [made.piece.parts[1]!.historyId, true],
        [made.regenerated, false],
      ]);

      // Never generated: its paragraphs (one a line) as blocks.
      const plain = await firstChapterOf(restarted, await project(made.plain.id));
      expect(plain.blocks.map((b) => [b.text, b.status])).toEqual([
        ['سطر أول.', 'new'],
        ['سطر ثان.', 'new'],
      ]);

      // History's "Open in editor" finds the block of a migrated take.
      const history = await callOk<HistoryListPage>(restarted, 'history.list', {});
      expect(history.items.find((item) => item.id === made.regenerated)?.block).toMatchObject({
        projectId: made.long.id,
        chapterId: long.id,
        blockId: long.blocks[1]!.id,
        projectName: longProject.name,
        blockNumber: 2,
      });

      // The joined render of the long draft comes back as the chapter's render, complete, the very same audio.
      expect(longProject.settings.blockPauseMs).toBe(0);
      await projectsHomeOf(restarted.core.context).renders.settle();
      const rendered = await firstChapterOf(restarted, longProject);
      expect(rendered.render).toMatchObject({ complete: true, durationMs: expect.any(Number) });
      const chapterWav = readFileSync(unwrap(await restarted.core.audio.resolve('chapter', long.id)).path);
      const pieceWav = readFileSync(unwrap(await restarted.core.audio.resolve('piece', made.piece.id)).path);
      expect(chapterWav.equals(pieceWav)).toBe(true);

      unwrap(await restarted.call('projects.delete', { projectId: made.plain.id }));
    } finally {
      await restarted.close();
    }

    const again = await rig.startCore({ dataDir: first.dataDir });
    try {
      const list = await callOk<ProjectList>(again, 'projects.list', {});
      expect(list.projects.map((p) => p.id).sort()).toEqual([made.short.id, made.long.id].sort());
    } finally {
      await again.close();
    }
  });
});
