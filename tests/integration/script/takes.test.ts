import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../../shared/model/script';
import type { GeneratedClip, ScriptPiece } from '../../../shared/model/script';
import type { DeleteOutcome, HistoryListPage } from '../../../shared/model/history';
import type { DraftTakes } from '../../../shared/model/takes';
import type { VoiceList } from '../../../shared/model/voices';
import { cacheFileOf } from '../../../electron/core/session';
import { unwrap, useCoreRig, type RigCore } from '../../helpers/core-rig';

// Takes (issue 16 item 1): a real core and SQLite file, real HTTP to the sandbox, a second core on
// the same data folder for a restart, and the cache file removed for a rebuild.
const rig = useCoreRig();

async function firstVoiceId(account: RigCore): Promise<string> {
  unwrap(await account.call<VoiceList>('voices.list', { refresh: true }));
  await expect.poll(async () => unwrap(await account.call<VoiceList>('voices.list', {})).total).toBeGreaterThan(0);
  return unwrap(await account.call<VoiceList>('voices.list', {})).voices[0]!.id;
}

const takesOf = async (account: RigCore, draftId: string) => unwrap(await account.call<DraftTakes>('takes.list', { draftId }));
const chosenIds = (takes: DraftTakes) => takes.takes.filter((take) => take.chosen).map((take) => [take.partIndex, take.historyId]);
const joinedPath = async (account: RigCore, pieceId: string) => unwrap(await account.core.audio.resolve('piece', pieceId)).path;

async function longDraftWithTakes(account: RigCore) {
  const voiceId = await firstVoiceId(account);
  const draft = unwrap(await account.call<Draft>('drafts.create', { name: 'Chapter', text: 'First part here. Second part here.' }));
  const created = unwrap(
    await account.call<ScriptPiece>('tts.createPiece', {
      name: 'Chapter',
      voiceId,
      draftId: draft.id,
      parts: ['First part here.', ' Second part here.'],
    }),
  );
  const piece = unwrap(await account.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: created.id }));
  const firstJoin = await joinedPath(account, piece.id);
  const regenerated = unwrap(
    await account.call<ScriptPiece>('tts.regeneratePart', { requestId: randomUUID(), pieceId: piece.id, partIndex: 1 }),
  );
  return { draft, piece, regenerated, firstJoin };
}

describe('takes of a long script', () => {
  it('keeps every take of a part, chooses the newest, lets an older one back into the join, and survives a restart and a rebuilt cache', async () => {
    const first = await rig.startCore();
    const others: RigCore[] = [];
    try {
      const { draft, piece, regenerated, firstJoin } = await longDraftWithTakes(first);
      const [oldTake, newTake] = [piece.parts[1]!.historyId!, regenerated.parts[1]!.historyId!];
      expect(newTake).not.toBe(oldTake);
      // Part 1 keeps both takes; the regenerated one is chosen and is what the join now uses.
      const takes = await takesOf(first, draft.id);
      expect(takes.takes.map((take) => [take.partIndex, take.historyId])).toEqual([
        [0, piece.parts[0]!.historyId],
        [1, oldTake],
        [1, newTake],
      ]);
      expect(chosenIds(takes)).toEqual([
        [0, piece.parts[0]!.historyId],
        [1, newTake],
      ]);
      expect(takes.piece).toMatchObject({ id: piece.id, draftId: draft.id, audioUrl: `/api/audio/piece/${piece.id}` });
      expect(takes.takes[2]).toMatchObject({
        text: ' Second part here.',
        audioUrl: `/api/audio/history/${newTake}`,
        durationMs: expect.any(Number),
      });
      const newJoin = await joinedPath(first, piece.id);
      expect(newJoin).not.toBe(firstJoin);

      // Choosing the first take puts it back: the join is the one made from the first takes.
      const chosen = unwrap(await first.call<DraftTakes>('takes.choose', { draftId: draft.id, partIndex: 1, historyId: oldTake }));
      expect(chosen.piece!.parts[1]!.historyId).toBe(oldTake);
      expect(await joinedPath(first, piece.id)).toBe(firstJoin);

      // Every take in History knows its draft and part.
      const history = unwrap(await first.call<HistoryListPage>('history.list', {}));
      expect(history.items.find((item) => item.id === newTake)?.origin).toEqual({ draftId: draft.id, partIndex: 1 });
      await first.close();

      const restarted = await rig.startCore({ dataDir: first.dataDir });
      others.push(restarted);
      expect(chosenIds(await takesOf(restarted, draft.id))).toEqual([
        [0, piece.parts[0]!.historyId],
        [1, oldTake],
      ]);
      const dir = unwrap(await restarted.core.context.sessions.use(async (s) => ({ ok: true as const, value: s.directory })));
      await restarted.close();

      // The cache is rebuilt empty: the takes and the choice come back from choices.json, and the
      // join uses the chosen take (its audio fetched from the service again).
      for (const suffix of ['', '-wal', '-shm']) rmSync(cacheFileOf(dir) + suffix, { force: true });
      const rebuilt = await rig.startCore({ dataDir: first.dataDir });
      others.push(rebuilt);
      const kept = await takesOf(rebuilt, draft.id);
      expect(kept.takes).toHaveLength(3);
      expect(chosenIds(kept)).toEqual([
        [0, piece.parts[0]!.historyId],
        [1, oldTake],
      ]);
      expect(await joinedPath(rebuilt, piece.id)).toBe(firstJoin);
    } finally {
      for (const other of others) await other.close();
    }
  });

  it('refuses a take of another part or of an earlier text, and forgets the take of a deleted entry', async () => {
    const account = await rig.startCore();
    try {
      const { draft, piece, regenerated } = await longDraftWithTakes(account);
      const wrongPart = await account.call('takes.choose', { draftId: draft.id, partIndex: 0, historyId: regenerated.parts[1]!.historyId });
      expect(wrongPart).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND', message: 'This clip is not a take of part 1 of this draft.' },
      });

      // The editor saves the draft and the piece's parts as the user edits part 1.
      const edited = ['First part, edited.', ' Second part here.'];
      unwrap(await account.call('drafts.save', { id: draft.id, name: draft.name, text: edited.join('') }));
      unwrap(await account.call<ScriptPiece>('tts.savePieceParts', { pieceId: piece.id, parts: edited }));
      const earlier = await account.call('takes.choose', { draftId: draft.id, partIndex: 0, historyId: piece.parts[0]!.historyId });
      expect(earlier).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey: 'TakeOfEarlierText' } });
      // The edited part has no take of its text: it waits to be generated, the join waits with it.
      expect(unwrap(await account.call<ScriptPiece>('tts.getPiece', { pieceId: piece.id })).parts[0]!.historyId).toBeNull();

      // The chosen take of part 2 is deleted: the part's earlier take is chosen in its place.
      const outcome = unwrap(await account.call<DeleteOutcome>('history.delete', { ids: [regenerated.parts[1]!.historyId!] }));
      expect(outcome.deleted).toHaveLength(1);
      const left = await takesOf(account, draft.id);
      expect(left.takes.map((take) => take.historyId)).not.toContain(regenerated.parts[1]!.historyId);
      expect(chosenIds(left)).toContainEqual([1, piece.parts[1]!.historyId]);
      expect(left.piece!.parts[1]!.historyId).toBe(piece.parts[1]!.historyId);
    } finally {
      await account.close();
    }
  });
});

describe('takes in another voice', () => {
  it('are not picked up by the piece of another voice, which generates its parts afresh', async () => {
    const account = await rig.startCore();
    try {
      const { draft, piece } = await longDraftWithTakes(account);
      const voices = unwrap(await account.call<VoiceList>('voices.list', {})).voices;
      const otherVoice = voices.find((voice) => voice.id !== piece.voiceId)!;
      const parts = piece.parts.map((part) => part.text);
      const again = unwrap(
        await account.call<ScriptPiece>('tts.createPiece', { name: 'Chapter', voiceId: otherVoice.id, draftId: draft.id, parts }),
      );
      expect(again.parts.map((part) => part.historyId)).toEqual([null, null]);
      const refused = await account.call('takes.choose', { draftId: draft.id, partIndex: 0, historyId: piece.parts[0]!.historyId });
      expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey: 'TakeOfOtherVoice' } });
      const done = unwrap(await account.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: again.id }));
      const takes = await takesOf(account, draft.id);
      expect(chosenIds(takes)).toEqual(done.parts.map((part) => [part.index, part.historyId]));
      expect(takes.takes.filter((take) => take.voiceId === otherVoice.id)).toHaveLength(2);
    } finally {
      await account.close();
    }
  });
});

describe('takes of a short script', () => {
  it('keeps each generation of the whole script as a take of part 0, the newest chosen until another is', async () => {
    const account = await rig.startCore();
    try {
      const voiceId = await firstVoiceId(account);
      const draft = unwrap(await account.call<Draft>('drafts.create', { name: 'Short', text: 'مرحبا بكم في الاستوديو.' }));
      const generate = async () =>
        unwrap(
          await account.call<GeneratedClip>('tts.generate', { requestId: randomUUID(), script: draft.text, voiceId, draftId: draft.id }),
        );
      const [a, b] = [await generate(), await generate()];
      const takes = await takesOf(account, draft.id);
      expect(takes.piece).toBeNull();
      expect(takes.takes.map((take) => [take.partIndex, take.historyId, take.chosen])).toEqual([
        [0, a.id, false],
        [0, b.id, true],
      ]);
      const back = unwrap(await account.call<DraftTakes>('takes.choose', { draftId: draft.id, partIndex: 0, historyId: a.id }));
      expect(chosenIds(back)).toEqual([[0, a.id]]);
      expect(back.takes[0]).toMatchObject({ voiceId, text: draft.text });
      const other = unwrap(await account.call<Draft>('drafts.create', { name: 'Other' }));
      expect(await account.call('takes.choose', { draftId: other.id, partIndex: 0, historyId: a.id })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
    } finally {
      await account.close();
    }
  });

  it('lets a draft that was a long script and is now short choose among its short takes', async () => {
    const account = await rig.startCore();
    try {
      const { draft, piece } = await longDraftWithTakes(account);
      const text = 'Now a short script.';
      unwrap(await account.call('drafts.save', { id: draft.id, name: draft.name, text }));
      const generate = async () =>
        unwrap(
          await account.call<GeneratedClip>('tts.generate', {
            requestId: randomUUID(),
            script: text,
            voiceId: piece.voiceId,
            draftId: draft.id,
          }),
        );
      const [a] = [await generate(), await generate()];
      const chosen = unwrap(await account.call<DraftTakes>('takes.choose', { draftId: draft.id, partIndex: 0, historyId: a!.id }));
      expect(chosen.takes.find((take) => take.historyId === a!.id)?.chosen).toBe(true);
      // The long script's first take is of words the draft no longer has.
      const earlier = await account.call('takes.choose', { draftId: draft.id, partIndex: 0, historyId: piece.parts[0]!.historyId });
      expect(earlier).toMatchObject({ ok: false, error: { messageKey: 'TakeOfEarlierText' } });
    } finally {
      await account.close();
    }
  });
});
