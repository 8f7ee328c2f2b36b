import { beforeAll, describe, expect, it } from 'vitest';
import { unwrap, useCoreRig } from '../../helpers/core-rig';
import type { Project } from '../../../shared/model/projects';
import type { VoiceList } from '../../../shared/model/voices';
import { readAs, type ReadAsOptions } from '../../../shared/read-as';
import { callCore } from '../../helpers/core-call';
import { catalogueVoices, chapterOf } from '../../helpers/projects';
import { projectWithVoice, queueReaches } from '../../helpers/queue';
import { speak } from '../../helpers/speech-road';

// Read-as on the generation road (what the preview shows is what is sent) and in a project's
// settings, through the real core against the sandbox.

const rig = useCoreRig();
let voiceId: string;
const call = <T>(name: Parameters<typeof callCore>[1], input: unknown) => callCore<T>(rig.core, name, input, 'web');

beforeAll(async () => {
  const session = await rig.core.context.sessions.current();
  if (!session.ok) throw new Error(session.error.message);
  const voices = await session.value.client.listVoices({ page: 1, perPage: 100 });
  if (!voices.ok) throw new Error(voices.error.message);
  voiceId = voices.value.voices.find((v) => v.language === 'ar')!.id;
});

const script = 'وصل 3 طلاب في 15/01/2025 الساعة 10:30 ودفعوا 15.50 ريال. رمز الحجز 4821.';
const options: ReadAsOptions = { enabled: true, rules: {}, overrides: { '3 طلاب#0': { form: 'digits' } }, dialect: 'syr' };

describe('read-as in generation', () => {
  it('sends the service exactly the text the preview shows, overrides and dialect included', async () => {
    const clip = unwrap(await speak(rig, { voiceId, script, readAs: options }));
    const expected = readAs(script, options).text;
    expect(expected).toContain('كانون الثاني');
    expect(clip.script).toBe(expected);
    // The sandbox's own record of the entry, not just the client's copy.
    const listed = await rig.sandbox.api('/v2/tts/histories?page=1&perPage=100');
    const body = listed.body as { data: { ttsHistories: Array<{ script: string }> } };
    expect(body.data.ttsHistories.map((h) => h.script)).toContain(expected);
  });

  it('sends the script as written when read-as is off for it', async () => {
    const clip = unwrap(await speak(rig, { voiceId, script, readAs: { ...options, enabled: false } }));
    expect(clip.script).toBe(script);
  });

  it("reads each block of a project the same way, in its voice's dialect", async () => {
    const parts = ['الجزء 1 يبدأ في 1/3/2025.', 'والجزء 2 كلفته $5.'];
    await catalogueVoices(rig);
    const [egyptian] = unwrap(await rig.call<VoiceList>('voices.list', { dialectCode: 'egy' })).voices;
    const project = await projectWithVoice(rig, parts, egyptian!, 'Parts');
    const { enabled, rules, overrides } = options;
    await call('projects.updateSettings', { projectId: project.id, settings: { readAs: { enabled, rules, overrides } } });
    await call('queue.start', { projectId: project.id });
    await queueReaches(rig, project.id, 'idle');
    const chapter = await chapterOf(rig, project.chapters[0]!.id);
    const session = await rig.session();
    const sent = chapter.blocks.map(
      (block) =>
        (session.cache.db.prepare('SELECT script FROM history_entries WHERE id = ?').get(block.chosenTake!.historyId) as { script: string })
          .script,
    );
    expect(sent).toEqual(parts.map((part) => readAs(part, { ...options, dialect: 'egy' }).text.trim()));
    expect(sent[1]).toBe('والجزء الثاني كلفته خمسة دولارات أمريكية.');
  });

  it('refuses malformed read-as settings before anything is kept or sent', async () => {
    const project = await call<Project>('projects.create', { name: 'Malformed', text: script });
    const before = rig.sandbox.requests.count('historyCreate');
    await expect(
      call('projects.updateSettings', { projectId: project.id, settings: { readAs: { ...options, rules: { dates: 'yes' } } } }),
    ).rejects.toThrow(/VALIDATION/u);
    await expect(
      call('projects.updateSettings', { projectId: project.id, settings: { readAs: { ...options, overrides: { x: { gender: 'n' } } } } }),
    ).rejects.toThrow(/VALIDATION/u);
    expect(rig.sandbox.requests.count('historyCreate')).toBe(before);
  });

  it('keeps a project’s read-as settings with the project', async () => {
    const project = await call<Project>('projects.create', { name: 'Read-as', text: 'لدينا 3' });
    const readAsSettings = { enabled: false, rules: { money: false }, overrides: { '3#0': { gender: 'f' } } };
    await call('projects.updateSettings', { projectId: project.id, settings: { readAs: readAsSettings } });
    expect((await call<Project>('projects.get', { projectId: project.id })).settings.readAs).toEqual(readAsSettings);
    // A later change of other settings keeps them.
    await call('projects.updateSettings', { projectId: project.id, settings: { blockPauseMs: 400 } });
    expect((await call<Project>('projects.get', { projectId: project.id })).settings.readAs).toEqual(readAsSettings);
  });
});
