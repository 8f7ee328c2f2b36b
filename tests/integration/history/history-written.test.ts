import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HistoryItem, HistoryListPage } from '../../../shared/model/history';
import type { Draft, GeneratedClip, ScriptPiece } from '../../../shared/model/script';
import type { ReadAsOptions } from '../../../shared/read-as';
import type { VoiceList } from '../../../shared/model/voices';
import { cacheFileOf } from '../../../electron/core/session';
import { unwrap, useCoreRig, type RigCore } from '../../helpers/core-rig';

/**
 * History keeps what was written, not only what was spoken (issue 33 item 8): clips generated
 * through the core with read-as on are found by the written text and by the spoken one, name
 * their draft, say which take is in use, and a one-part script's take is the draft's, not part
 * 1's. A real core, SQLite file and sandbox; the cache file removed for a rebuild.
 */
const rig = useCoreRig();

const written = 'السعر ٢٥٠ ريال فقط';
const spoken = 'السعر مئتين وخمسين ريالًا فقط';

/** A voice of a dialect that reads 250 as "مئتين وخمسين", and read-as as the editor sends it. */
async function egyptianVoice(account: RigCore): Promise<{ voiceId: string; readAs: ReadAsOptions }> {
  unwrap(await account.call<VoiceList>('voices.list', { refresh: true }));
  await expect.poll(async () => unwrap(await account.call<VoiceList>('voices.list', {})).total).toBeGreaterThan(0);
  const voices = unwrap(await account.call<VoiceList>('voices.list', { dialectCode: 'egy' })).voices;
  return { voiceId: voices[0]!.id, readAs: { enabled: true, rules: {}, overrides: {}, dialect: 'egy' } };
}

async function search(account: RigCore, text: string): Promise<HistoryItem[]> {
  return unwrap(await account.call<HistoryListPage>('history.list', { search: text })).items;
}

async function generate(account: RigCore, draftId: string, voice: { voiceId: string; readAs: ReadAsOptions }, script: string) {
  return unwrap(await account.call<GeneratedClip>('tts.generate', { requestId: randomUUID(), script, draftId, ...voice }));
}

describe('the written text in History', () => {
  it('finds a clip by what was written and by what was spoken, and names its draft and the take in use', async () => {
    const account = await rig.startCore();
    let rebuilt: RigCore | undefined;
    try {
      const voice = await egyptianVoice(account);
      const draft = unwrap(await account.call<Draft>('drafts.create', { name: 'Price list', text: written }));
      const first = await generate(account, draft.id, voice, written);
      expect(first.script).toBe(spoken);

      for (const text of ['250', '٢٥٠ ريال', 'مئتين وخمسين', 'ريال 250']) {
        expect((await search(account, text)).map((item) => item.id)).toEqual([first.id]);
      }
      const [clip] = await search(account, '250');
      expect(clip).toMatchObject({
        script: spoken,
        written,
        origin: { draftId: draft.id, partIndex: 0 },
        take: { draftName: 'Price list', part: null, inUse: true },
      });

      // A second take of the same script is the one in use now; the first one says it is not.
      const second = await generate(account, draft.id, voice, written);
      const takes = await search(account, '250');
      expect(takes.map((item) => [item.id, item.take?.inUse])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
      // A renamed draft is named as it is now.
      unwrap(await account.call('drafts.rename', { id: draft.id, name: 'Prices, final' }));
      expect((await search(account, '250'))[0]!.take?.draftName).toBe('Prices, final');

      // A clip whose text read-as left alone shows one text only.
      const plain = await generate(account, draft.id, voice, 'مرحبا بكم');
      expect((await search(account, 'مرحبا'))[0]).toMatchObject({ id: plain.id, script: 'مرحبا بكم' });
      expect((await search(account, 'مرحبا'))[0]).not.toHaveProperty('written');

      // The cache is rebuilt (set aside as corrupt, or removed): the written text comes back with the sync.
      const directory = (await account.session()).directory;
      await account.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(cacheFileOf(directory) + suffix, { force: true });
      rebuilt = await rig.startCore({ dataDir: account.dataDir });
      unwrap(await rebuilt.call('history.sync'));
      expect((await search(rebuilt, '٢٥٠ ريال')).map((item) => [item.id, item.written])).toEqual([
        [second.id, written],
        [first.id, written],
      ]);
    } finally {
      await account.close();
      await rebuilt?.close();
    }
  });

  it("labels a long script's takes by part, and a one-part script's take as the draft's", async () => {
    const account = await rig.startCore();
    try {
      const voice = await egyptianVoice(account);
      const draft = unwrap(await account.call<Draft>('drafts.create', { name: 'Chapter', text: 'الجزء ١ هنا. الجزء ٢ هنا.' }));
      const piece = async (parts: string[]) => {
        const made = unwrap(
          await account.call<ScriptPiece>('tts.createPiece', { name: 'Chapter', voiceId: voice.voiceId, draftId: draft.id, parts }),
        );
        return unwrap(
          await account.call<ScriptPiece>('tts.generatePiece', { requestId: randomUUID(), pieceId: made.id, readAs: voice.readAs }),
        );
      };
      const long = await piece(['الجزء ١ هنا.', ' الجزء ٢ هنا.']);
      const parts = (await search(account, 'الجزء')).filter((item) => long.parts.some((p) => p.historyId === item.id));
      expect(parts.map((item) => [item.written, item.take])).toEqual([
        [' الجزء ٢ هنا.', { draftName: 'Chapter', part: 2, inUse: true }],
        ['الجزء ١ هنا.', { draftName: 'Chapter', part: 1, inUse: true }],
      ]);
      // Found by the digits as written and by the words read-as made of them.
      expect((await search(account, 'الجزء 2')).map((item) => item.id)).toContain(long.parts[1]!.historyId);
      expect((await search(account, 'الجزء الثاني')).map((item) => item.id)).toContain(long.parts[1]!.historyId);

      const single = await piece(['فصل واحد فقط ٣ أسطر.']);
      const [one] = await search(account, 'فصل واحد');
      expect(one).toMatchObject({ id: single.parts[0]!.historyId, take: { draftName: 'Chapter', part: null, inUse: true } });
    } finally {
      await account.close();
    }
  });
});
