import { describe, expect, it } from 'vitest';
import { unwrap } from '../../helpers/core-rig';
import { useClientOnSandbox } from '../../helpers/client-on-sandbox';

/** The history endpoints through the client against the real sandbox. */
const service = useClientOnSandbox();

describe('history', () => {
  it('generates, lists with paging edges, gets, downloads and deletes', async () => {
    const voice = unwrap(await service.client.getDefaultVoice());
    expect(unwrap(await service.client.listHistory()).totalCount).toBe(0);
    const scripts = ['First line of speech.', 'Second line of speech.', 'مرحبا بكم في استوديو صوت'];
    const ids: string[] = [];
    for (const script of scripts) {
      const generated = unwrap(await service.client.generate({ voiceId: voice.id, script }));
      expect(generated.entry.script).toBe(script);
      ids.push(generated.entry.id);
    }
    const first = unwrap(await service.client.listHistory({ page: 1, perPage: 1 }));
    expect(first).toMatchObject({ totalPages: 3, totalCount: 3, page: 1 });
    expect(first.ttsHistories.map((h) => h.id)).toEqual([ids[2]]); // newest first
    expect(unwrap(await service.client.listHistory({ page: 3, perPage: 1 })).ttsHistories.map((h) => h.id)).toEqual([ids[0]]);
    expect(unwrap(await service.client.listHistory({ page: 4, perPage: 1 })).ttsHistories).toEqual([]);

    const entry = unwrap(await service.client.getHistoryEntry(ids[0]!));
    expect(entry.ttsVoice?.name).toBe(voice.name);
    const audio = unwrap(await service.client.downloadAudio(ids[0]!));
    expect(Buffer.from(audio.bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');

    unwrap(await service.client.deleteHistoryEntry(ids[0]!));
    expect(await service.client.getHistoryEntry(ids[0]!)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(unwrap(await service.client.listHistory()).totalCount).toBe(2);
  });
});
