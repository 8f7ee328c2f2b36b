import { describe, expect, it } from 'vitest';
import { seedCounts } from '../../../electron/sandbox/server';
import { unwrap } from '../../helpers/core-rig';
import { useClientOnSandbox } from '../../helpers/client-on-sandbox';

/** Project, dialects, voices, voice agents and dictionaries through the client against the real sandbox. */
const service = useClientOnSandbox();

describe('project, dialects, voices', () => {
  it('project by API key is the sandbox project', async () => {
    expect(unwrap(await service.client.getProject()).id).toBe(service.sandbox.projectId);
  });

  it('lists every dialect, and sends projectId on v2 routes', async () => {
    service.sandbox.requests.clear();
    const dialects = unwrap(await service.client.listDialects());
    expect(dialects).toHaveLength(seedCounts.dialects);
    expect(dialects.map((d) => d.languageCode)).toEqual(expect.arrayContaining(['egy', 'ksa', 'msa', 'en']));
    expect(service.sandbox.requests.all()[0]!.query).toMatchObject({ projectId: service.sandbox.projectId });
  });

  it('pages voices: first, last, past the end, take 1', async () => {
    const first = unwrap(await service.client.listVoices({ page: 1, perPage: 10 }));
    expect(first.voices).toHaveLength(10);
    const lastPage = Math.ceil(seedCounts.voices / 10);
    expect(first.totalPages).toBe(lastPage);
    const last = unwrap(await service.client.listVoices({ page: lastPage, perPage: 10 }));
    expect(last.voices).toHaveLength(seedCounts.voices - (lastPage - 1) * 10);
    expect(unwrap(await service.client.listVoices({ page: lastPage + 1, perPage: 10 })).voices).toEqual([]);
    const one = unwrap(await service.client.listVoices({ page: 2, perPage: 1 }));
    expect(one.voices).toHaveLength(1);
    expect(one.voices[0]!.id).toBe(first.voices[1]!.id);
  });

  it('searches voices by name', async () => {
    const page = unwrap(await service.client.listVoices({ search: 'Emma', perPage: 100 }));
    expect(page.voices.map((v) => v.name)).toEqual(['Emma']);
    expect(unwrap(await service.client.listVoices({ search: 'zzz-no-such-voice' })).voices).toEqual([]);
  });

  it('gets one voice and the default voice', async () => {
    const def = unwrap(await service.client.getDefaultVoice());
    const same = unwrap(await service.client.getVoice(def.id));
    expect(same).toEqual(def);
  });

  it('favourites and unfavourites a catalogue voice', async () => {
    const emma = await service.voiceNamed('Emma');
    unwrap(await service.client.setVoiceFavourite(emma.id, !emma.isFavourite));
    expect(unwrap(await service.client.getVoice(emma.id)).isFavourite).toBe(!emma.isFavourite);
    unwrap(await service.client.setVoiceFavourite(emma.id, emma.isFavourite));
    expect(unwrap(await service.client.getVoice(emma.id)).isFavourite).toBe(emma.isFavourite);
  });

  it('refuses changes to voices the project does not own: 403 → FORBIDDEN', async () => {
    const shared = await service.voiceNamed('Partner Agency — Reem');
    expect(await service.client.setVoiceFavourite(shared.id, true)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN', status: 403 } });
    expect(await service.client.deleteVoice(shared.id)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const catalogue = await service.voiceNamed('Emma');
    expect(await service.client.deleteVoice(catalogue.id)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('deletes a voice of the project; it is then NOT_FOUND', async () => {
    const own = await service.voiceNamed('Studio Narrator');
    unwrap(await service.client.deleteVoice(own.id));
    expect(await service.client.getVoice(own.id)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', status: 404 } });
  });
});

describe('voice agents and dictionaries', () => {
  it('pages voice agents', async () => {
    const all = unwrap(await service.client.listVoiceAgents({ page: 1, pageSize: 100 }));
    expect(all.voiceAgents).toHaveLength(seedCounts.voiceAgents);
    const last = unwrap(await service.client.listVoiceAgents({ page: seedCounts.voiceAgents, pageSize: 1 }));
    expect(last.voiceAgents.map((a) => a.id)).toEqual([all.voiceAgents.at(-1)!.id]);
    expect(unwrap(await service.client.listVoiceAgents({ page: seedCounts.voiceAgents + 1, pageSize: 1 })).voiceAgents).toEqual([]);
  });

  it('lists dictionaries with every filter', async () => {
    const all = unwrap(await service.client.listVoiceDictionaries({ pageSize: 100 }));
    expect(all.dictionaries).toHaveLength(seedCounts.dictionaries);
    const used = unwrap(await service.client.listVoiceDictionaries({ used: true, pageSize: 100 }));
    expect(used.dictionaries.every((d) => d.isUsed)).toBe(true);
    const unused = unwrap(await service.client.listVoiceDictionaries({ used: false, pageSize: 100 }));
    expect(used.total + unused.total).toBe(all.total);
    const name = all.dictionaries[0]!.name;
    expect(unwrap(await service.client.listVoiceDictionaries({ search: name })).dictionaries.map((d) => d.name)).toContain(name);
    const agent = unwrap(await service.client.listVoiceAgents()).voiceAgents[0]!;
    expect(unwrap(await service.client.listVoiceDictionaries({ voiceAgentId: agent.id, pageSize: 1 })).pageSize).toBe(1);
  });
});
