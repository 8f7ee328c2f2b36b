import { beforeAll, describe, expect, it } from 'vitest';
import { compileLexicon, type Lexicon, type LexiconsInEffect } from '../../../shared/lexicon';
import type { LexiconTrial } from '../../../shared/model/lexicons';
import type { Project } from '../../../shared/model/projects';
import { readAs, type ReadAsOptions } from '../../../shared/read-as';
import { unwrap, useCoreRig } from '../../helpers/core-rig';
import { chapterOf } from '../../helpers/projects';
import { arabicVoices, projectWithVoice, queueReaches } from '../../helpers/queue';
import { speak } from '../../helpers/speech-road';

const rig = useCoreRig();
let voiceId: string;
let lexiconId: string;

const value = async <T>(name: Parameters<typeof rig.call>[0], input: unknown) => unwrap(await rig.call<T>(name, input));
const sentScripts = async () => {
  const listed = await rig.sandbox.api('/v2/tts/histories?page=1&perPage=100');
  return (listed.body as { data: { ttsHistories: Array<{ script: string }> } }).data.ttsHistories.map((h) => h.script);
};

/** The preview's options, made as the editor makes them: the lexicons in effect, compiled, and their digest. */
async function previewOptions(
  projectId: string | null = null,
  settings: Partial<ReadAsOptions> = {},
): Promise<{ options: ReadAsOptions; wire: ReadAsOptions }> {
  const inEffect = await value<LexiconsInEffect>('lexicons.inEffect', { projectId });
  const base = {
    enabled: true,
    rules: {},
    overrides: {},
    dialect: 'egy',
    lexiconScope: { projectId, digest: inEffect.digest },
    ...settings,
  };
  return { options: { ...base, lexicon: compileLexicon(inEffect.entries) }, wire: base };
}

beforeAll(async () => {
  const session = await rig.session();
  const voices = unwrap(await session.client.listVoices({ page: 1, perPage: 100 }));
  voiceId = voices.voices.find((v) => v.language === 'ar')!.id;
  const lexicon = await value<Lexicon>('lexicons.create', { name: 'Generation' });
  lexiconId = lexicon.id;
  await value('lexicons.upsertEntries', {
    lexiconId,
    entries: [
      { written: 'COVID-19', spoken: 'كوفيد تسعة عشر' },
      { written: 'جوجل', spoken: 'غوغل' },
    ],
  });
});

describe('lexicons in generation', () => {
  it('sends the service exactly the text the preview shows, entries and read-as applied', async () => {
    const script = 'أصاب COVID-19 نحو 3 ملايين، وبحث عنه الناس في جوجل وبجوجل.';
    const { options, wire } = await previewOptions();
    const previewed = readAs(script, options).text;
    expect(previewed).toBe('أصاب كوفيد تسعة عشر نحو ثلاثة ملايين، وبحث عنه الناس في غوغل وبغوغل.');
    const clip = unwrap(await speak(rig, { voiceId, script, readAs: wire }));
    expect(clip.script).toBe(previewed);
    expect(await sentScripts()).toContain(previewed);
  });

  it('refuses, sending nothing, when the lexicons changed after the preview', async () => {
    const { wire } = await previewOptions();
    await value('lexicons.upsertEntries', { lexiconId, entries: [{ written: 'أبل', spoken: 'آبِل' }] });
    const before = rig.sandbox.requests.count('historyCreate');
    const refused = await speak(rig, { voiceId, script: 'أبل وجوجل', readAs: wire });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION',
        messageKey: 'LexiconChanged',
        outcome: 'notSent',
        message: 'The lexicons changed after the preview was shown, so nothing was sent. Check “What will be spoken” again, then generate.',
      },
    });
    // A preview that knew of no lexicons is refused too: the core has some.
    const noScope = await speak(rig, { voiceId, script: 'أبل', readAs: { ...wire, lexiconScope: undefined } });
    expect(noScope).toMatchObject({ ok: false, error: { messageKey: 'LexiconChanged' } });
    expect(rig.sandbox.requests.count('historyCreate')).toBe(before);
  });

  it('sends the script as written when read-as is off for it, lexicons included', async () => {
    const script = 'جوجل و COVID-19 للمرة الثانية';
    const clip = unwrap(await speak(rig, { voiceId, script, readAs: { enabled: false, rules: {}, overrides: {}, dialect: 'egy' } }));
    expect(clip.script).toBe(script);
  });

  it('refuses an entry that takes the script past 3,000 characters, before anything is sent', async () => {
    const long = await value<Lexicon>('lexicons.create', { name: 'Long' });
    await value('lexicons.upsertEntries', { lexiconId: long.id, entries: [{ written: 'وهكذا', spoken: 'و'.repeat(900) }] });
    const script = `${'كلام '.repeat(590)}وهكذا`;
    expect(script.length).toBeLessThan(3_000);
    const { options, wire } = await previewOptions();
    expect(readAs(script, options).text.length).toBeGreaterThan(3_000);
    const before = rig.sandbox.requests.count('historyCreate');
    const refused = await speak(rig, { voiceId, script, readAs: wire });
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey: 'ScriptTooLong', outcome: 'notSent' } });
    expect(rig.sandbox.requests.count('historyCreate')).toBe(before);
    await value('lexicons.delete', { id: long.id });
  });

  it('applies a project’s lexicon before the profile’s for that project’s blocks, each block its own request', async () => {
    const [voice] = await arabicVoices(rig);
    const parts = ['الجزء الأول عن جوجل.', 'والثاني عن COVID-19.'];
    const project: Project = await projectWithVoice(rig, parts, voice!, 'Parts');
    const own = await value<Lexicon>('lexicons.create', { name: 'Project', projectId: project.id });
    await value('lexicons.upsertEntries', { lexiconId: own.id, entries: [{ written: 'جوجل', spoken: 'جوجِل' }] });
    const { options } = await previewOptions(project.id);
    await value('queue.start', { projectId: project.id });
    await queueReaches(rig, project.id, 'idle');
    const chapter = await chapterOf(rig, project.chapters[0]!.id);
    const session = await rig.session();
    const sent = chapter.blocks.map(
      (block) =>
        (session.cache.db.prepare('SELECT script FROM history_entries WHERE id = ?').get(block.chosenTake!.historyId) as { script: string })
          .script,
    );
    expect(sent).toEqual(['الجزء الأول عن جوجِل.', 'والثاني عن كوفيد تسعة عشر.']);
    expect(sent).toEqual(parts.map((part) => readAs(part, options).text));
  });

  it('“Try it” speaks the sentence without and with the rule, and plays both from History the second time', async () => {
    const lexicon = await value<Lexicon>('lexicons.get', { id: lexiconId });
    const entry = lexicon.entries.find((e) => e.written === 'جوجل')!;
    const before = rig.sandbox.requests.count('historyCreate');
    const trial = await value<LexiconTrial>('lexicons.tryEntry', {
      lexiconId,
      entryId: entry.id,
      voiceId,
      sentence: 'ابحث في جوجل عن الطقس',
    });
    expect(trial.without).toMatchObject({ text: 'ابحث في جوجل عن الطقس', reused: false });
    expect(trial.with).toMatchObject({ text: 'ابحث في غوغل عن الطقس', reused: false });
    expect(trial.with.clip.audioUrl).not.toBe(trial.without.clip.audioUrl);
    expect(rig.sandbox.requests.count('historyCreate')).toBe(before + 2);
    const again = await value<LexiconTrial>('lexicons.tryEntry', {
      lexiconId,
      entryId: entry.id,
      voiceId,
      sentence: 'ابحث في جوجل عن الطقس',
    });
    expect([again.without.reused, again.with.reused]).toEqual([true, true]);
    expect(again.with.clip.id).toBe(trial.with.clip.id);
    expect(rig.sandbox.requests.count('historyCreate')).toBe(before + 2);
    expect(await rig.call('lexicons.tryEntry', { lexiconId, entryId: entry.id, voiceId, sentence: 'لا شيء هنا' })).toMatchObject({
      ok: false,
      error: { messageKey: 'lexicon.tryNoMatch' },
    });
  });
});
