// Test support: an in-memory projects core for the fake transport (renderer tests only). It keeps
// just enough rules (ids, order, takes, statuses) for the screen to be driven; the real core's
// rules are tested against the real core (tests/integration, tests/e2e).
import { fail, ok } from '../../../shared/contract';
import { dialogueLineOf } from '../../../shared/model/block-text';
import type { QueueState } from '../../../shared/model/projects';
import type { createFakeTransport } from './fake-transport';
import {
  blockOf,
  chapterOf,
  fakeDialects,
  fakeVoices,
  nextId,
  projectOf,
  storedBlocks,
  storedProject,
  summaryOf,
  type FakeProjects,
  type StoredChapter,
  type StoredProject,
} from './projects-fake-data';

export { storedProject, type FakeProjects } from './projects-fake-data';

type Fake = ReturnType<typeof createFakeTransport>;

/** Installs the projects, catalogue and queue operations on `fake`, backed by a mutable state. */
export function installFakeProjects(fake: Fake, start: Partial<FakeProjects> = {}): FakeProjects {
  const state: FakeProjects = { projects: [], lastOpenId: null, queue: null, damaged: null, ...start };
  const find = (projectId: string) => state.projects.find((p) => p.id === projectId);
  const chapterById = (chapterId: string) => {
    for (const p of state.projects) {
      const c = p.chapters.find((ch) => ch.id === chapterId);
      if (c) return { p, c };
    }
    return null;
  };
  const blockById = (blockId: string) => {
    for (const p of state.projects)
      for (const c of p.chapters) {
        const i = c.blocks.findIndex((b) => b.id === blockId);
        if (i >= 0) return { p, c, i, b: c.blocks[i]! };
      }
    return null;
  };
  const gone = () => fail('NOT_FOUND', 'no such thing');
  const edit = (p: StoredProject, c: StoredChapter, from: number, count: number) =>
    ok({ blocks: c.blocks.slice(from, from + count).map((b, i) => blockOf(p, c, b, from + i)) });

  fake.handle('dialects.list', () => ok(fakeDialects));
  fake.handle('voices.list', () => ok({ voices: fakeVoices, total: fakeVoices.length, refreshedAt: null, stale: false }));
  fake.handle('dictionaries.list', () => ok({ dictionaries: [], stale: false, refreshedAt: null }));

  fake.handle('projects.list', () =>
    ok({
      projects: state.projects.map(summaryOf),
      lastOpenId: state.lastOpenId,
      damaged: state.damaged,
      readOnly: state.readOnly ?? false,
    }),
  );
  fake.handle('projects.get', ({ projectId }) => {
    const p = find(projectId);
    if (!p) return gone();
    state.lastOpenId = p.id;
    return ok(projectOf(p));
  });
  fake.handle('projects.create', ({ name, text }) => {
    const p = storedProject(name, [{ title: 'Chapter 1', texts: text ? text.split(/\n\s*\n/) : [''] }]);
    state.projects.unshift(p);
    state.lastOpenId = p.id;
    return ok(projectOf(p));
  });
  fake.handle('projects.rename', ({ projectId, name }) => {
    const p = find(projectId);
    if (!p) return gone();
    p.name = name;
    return ok(summaryOf(p));
  });
  fake.handle('projects.duplicate', ({ projectId, name }) => {
    const p = find(projectId);
    if (!p) return gone();
    const copy = storedProject(
      name ?? p.name,
      p.chapters.map((c) => ({ title: c.title, texts: c.blocks.map((b) => b.text) })),
    );
    state.projects.unshift(copy);
    return ok(projectOf(copy));
  });
  fake.handle('projects.delete', ({ projectId }) => {
    state.projects = state.projects.filter((p) => p.id !== projectId);
    return ok({ projects: state.projects.map(summaryOf), lastOpenId: null, damaged: null, readOnly: state.readOnly ?? false });
  });
  fake.handle('projects.updateSettings', ({ projectId, settings, speakers, lastChapterId }) => {
    const p = find(projectId);
    if (!p) return gone();
    p.settings = { ...p.settings, ...settings };
    if (speakers) p.speakers = speakers;
    if (lastChapterId) p.lastChapterId = lastChapterId;
    return ok(projectOf(p));
  });

  fake.handle('chapters.get', ({ chapterId }) => {
    const found = chapterById(chapterId);
    return found ? ok(chapterOf(found.p, found.c, found.p.chapters.indexOf(found.c))) : gone();
  });
  fake.handle('chapters.create', ({ projectId, title, afterChapterId }) => {
    const p = find(projectId);
    if (!p) return gone();
    const after = afterChapterId ? p.chapters.findIndex((c) => c.id === afterChapterId) : p.chapters.length - 1;
    p.chapters.splice(after + 1, 0, { id: nextId('c'), title, voiceId: null, dialectCode: null, blocks: storedBlocks(['']) });
    return ok(projectOf(p));
  });
  fake.handle('chapters.move', ({ chapterId, toPosition }) => {
    const found = chapterById(chapterId);
    if (!found) return gone();
    const { p, c } = found;
    p.chapters.splice(p.chapters.indexOf(c), 1);
    p.chapters.splice(toPosition, 0, c);
    return ok(projectOf(p));
  });
  fake.handle('chapters.split', ({ chapterId, atBlockId, title }) => {
    const found = chapterById(chapterId);
    if (!found) return gone();
    const { p, c } = found;
    const from = c.blocks.findIndex((b) => b.id === atBlockId);
    const moved = c.blocks.splice(from);
    p.chapters.splice(p.chapters.indexOf(c) + 1, 0, { id: nextId('c'), title, voiceId: null, dialectCode: null, blocks: moved });
    return ok(projectOf(p));
  });

  fake.handle('blocks.update', ({ blockId, text, voiceId, speaker }) => {
    const found = blockById(blockId);
    if (!found) return gone();
    found.b.text = text;
    if (voiceId !== undefined) found.b.voiceId = voiceId;
    if (speaker !== undefined) found.b.speaker = speaker;
    // A dialogue line names its speaker, who joins the table with no voice of their own (as in the core).
    const line = dialogueLineOf(text);
    if (line && speaker === undefined) {
      found.b.speaker = line.speaker;
      if (!found.p.speakers.some((s) => s.speaker === line.speaker))
        found.p.speakers = [...found.p.speakers, { speaker: line.speaker, voiceId: null }];
    }
    return edit(found.p, found.c, found.i, 1);
  });
  fake.handle('blocks.split', ({ blockId, at: offset }) => {
    const found = blockById(blockId);
    if (!found) return gone();
    // Trimmed where they meet, as the core does.
    const rest = found.b.text.slice(offset).replace(/^\s+/u, '');
    found.b.text = found.b.text.slice(0, offset).replace(/\s+$/u, '');
    found.c.blocks.splice(found.i + 1, 0, ...storedBlocks([rest]));
    return edit(found.p, found.c, found.i, 2);
  });
  fake.handle('blocks.merge', ({ blockId }) => {
    const found = blockById(blockId);
    const next = found?.c.blocks[found.i + 1];
    if (!found || !next) return gone();
    found.b.text = `${found.b.text}\n${next.text}`;
    found.b.takes = 0;
    found.c.blocks.splice(found.i + 1, 1);
    return edit(found.p, found.c, found.i, 1);
  });
  fake.handle('blocks.insert', ({ chapterId, afterBlockId, text }) => {
    const found = chapterById(chapterId);
    if (!found) return gone();
    const at = afterBlockId === null ? 0 : found.c.blocks.findIndex((b) => b.id === afterBlockId) + 1;
    found.c.blocks.splice(at, 0, ...storedBlocks([text]));
    return edit(found.p, found.c, at, 1);
  });
  fake.handle('blocks.move', ({ blockId, toChapterId, toPosition }) => {
    const found = blockById(blockId);
    const to = chapterById(toChapterId);
    if (!found || !to) return gone();
    found.c.blocks.splice(found.i, 1);
    to.c.blocks.splice(toPosition, 0, found.b);
    return ok(projectOf(found.p));
  });
  fake.handle('blocks.delete', ({ blockId }) => {
    const found = blockById(blockId);
    if (!found) return gone();
    found.c.blocks.splice(found.i, 1);
    return ok(chapterOf(found.p, found.c, found.p.chapters.indexOf(found.c)));
  });

  const queueOf = (projectId: string, total = 0): QueueState => ({
    projectId,
    state: total > 0 ? 'running' : 'idle',
    total,
    done: 0,
    failed: 0,
    activeBlockIds: [],
    chapters: [],
    etaMs: null,
    unsure: 0,
    error: null,
  });
  fake.handle('queue.status', ({ projectId }) => ok(state.queue?.projectId === projectId ? state.queue : queueOf(projectId)));
  fake.handle('queue.start', ({ projectId, blockIds, chapterIds }) => {
    state.queue = queueOf(projectId, blockIds?.length ?? chapterIds?.length ?? 1);
    return ok(state.queue);
  });
  fake.handle('projects.estimate', ({ projectId, chapterIds }) => {
    const p = find(projectId);
    if (!p) return gone();
    const chapters = p.chapters
      .filter((c) => !chapterIds || chapterIds.includes(c.id))
      .map((c) => {
        const chars = c.blocks.reduce((n, b) => n + (b.takes > 0 ? 0 : b.text.length), 0);
        const done = c.blocks.filter((b) => b.takes > 0);
        return {
          chapterId: c.id,
          chars,
          requests: c.blocks.filter((b) => b.takes === 0).length,
          expectedMs: chars * 70,
          done: { blocks: done.length, actualMs: done.length * 1000, expectedMs: done.length * 950 },
        };
      });
    const sum = (key: 'chars' | 'requests' | 'expectedMs') => chapters.reduce((n, c) => n + c[key], 0);
    return ok({
      chars: sum('chars'),
      requests: sum('requests'),
      expectedMs: sum('expectedMs'),
      done: chapters.reduce(
        (all, c) => ({
          blocks: all.blocks + c.done.blocks,
          actualMs: all.actualMs + c.done.actualMs,
          expectedMs: all.expectedMs + c.done.expectedMs,
        }),
        { blocks: 0, actualMs: 0, expectedMs: 0 },
      ),
      chapters,
      rates: [{ voiceId: 'v2', charsPerSecond: 14.3, from: 'history' as const, samples: 12 }],
    });
  });
  return state;
}
