import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HistoryListPage } from '../../../shared/model/history';
import type { BlockTake, Project, ProjectList } from '../../../shared/model/projects';
import { defaultScriptConfig } from '../../../shared/model/script';
import { unwrap, useCoreRig, type RigCore } from '../../helpers/core-rig';
import { callOk, catalogueVoices, firstChapterOf, generateClip } from '../../helpers/projects';
import {
  chooseLegacyTake,
  legacyClock,
  legacyDraft,
  writeLegacyDraft,
  writeLegacyJoin,
  writeLegacyPiece,
  writeLegacyTake,
  type LegacyDraft,
} from '../../helpers/legacy-profile';
import { projectsHomeOf } from '../../../electron/core/projects';

// Drafts, parts, takes and joined renders become projects (issue 30): a profile as the Script
// section left it (tests/helpers/legacy-profile.ts: a short draft with takes, a long draft with a
// piece and a regenerated part, its joined render, a draft never generated; the clips real ones on
// the sandbox), then a restart on it: every text, take and choice is there, once.
const rig = useCoreRig();

interface MadeByScript {
  voiceId: string;
  short: LegacyDraft;
  shortTakes: string[];
  long: LegacyDraft;
  /** The long draft's parts' first clips, in order. */
  partClips: string[];
  regenerated: string;
  joinedRender: string;
  plain: LegacyDraft;
}

async function profileOfScript(core: RigCore): Promise<MadeByScript> {
  const voiceId = (await catalogueVoices(core)).find((voice) => voice.language === 'ar')!.id;
  const session = await core.session();
  const at = legacyClock();
  const clipOf = async (text: string) =>
    (await generateClip(core, { voiceId, spokenText: text, config: defaultScriptConfig(), dictionaryIds: [] })).id;
  const draft = (name: string, text: string) => writeLegacyDraft(session.directory, legacyDraft(name, text, voiceId, at()), at());

  // A short script generated twice (each take chosen as it came), then the older take chosen again by hand.
  const short = draft('Short', 'نص قصير للتجربة.');
  const shortTakes: string[] = [];
  for (let i = 0; i < 2; i++) {
    const historyId = await clipOf(short.text);
    writeLegacyTake(session, { draftId: short.id, partIndex: 0, historyId, text: short.text, voiceId, at: at() });
    shortTakes.push(historyId);
  }
  chooseLegacyTake(session, short.id, 0, shortTakes[0]!, at());

  // A long script of two parts generated, part 2 regenerated, then its first take chosen back, so
  // the joined render uses it.
  const parts = ['الجزء الأول هنا. ', 'الجزء الثاني هنا.'];
  const long = draft('Long', parts.join(''));
  const partClips: string[] = [];
  for (const text of parts) partClips.push(await clipOf(text));
  const regenerated = await clipOf(parts[1]!);
  const pieceId = writeLegacyPiece(session, {
    name: 'Long',
    draftId: long.id,
    voiceId,
    parts: [
      { text: parts[0]!, historyId: partClips[0]! },
      { text: parts[1]!, historyId: regenerated },
    ],
    createdAt: at(),
  });
  for (const [partIndex, historyId] of [...partClips.entries(), [1, regenerated] as const])
    writeLegacyTake(session, { draftId: long.id, partIndex, historyId, text: parts[partIndex]!, voiceId, at: at() });
  chooseLegacyTake(session, long.id, 1, partClips[1]!, at());
  const joinedRender = await writeLegacyJoin(
    session,
    pieceId,
    parts.map((text, index) => ({ text, historyId: partClips[index]! })),
  );

  const plain = draft('Plain', 'سطر أول.\nسطر ثان.');
  return { voiceId, short, shortTakes, long, partClips, regenerated, joinedRender, plain };
}

const takesOf = (core: RigCore, blockId: string) => callOk<BlockTake[]>(core, 'blocks.takes', { blockId });

describe('drafts become projects', () => {
  it('with every text, take and choice, once, and a project deleted later does not come back', async () => {
    const first = await rig.startCore();
    const made = await profileOfScript(first);
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
      expect(long.blocks[0]!.chosenTake?.historyId).toBe(made.partClips[0]);
      expect((await takesOf(restarted, long.blocks[1]!.id)).map((t) => [t.historyId, t.chosen])).toEqual([
        [made.partClips[1], true],
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
      expect(chapterWav.equals(readFileSync(made.joinedRender))).toBe(true);

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
