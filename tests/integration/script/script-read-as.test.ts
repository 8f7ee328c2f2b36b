import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCoreRig } from '../../helpers/core-rig';
import type { Draft, GeneratedClip, ScriptPiece } from '../../../shared/model/script';
import { readAs, type ReadAsOptions } from '../../../shared/read-as';
import { callCore } from '../../helpers/core-call';

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
    const clip = await call<GeneratedClip>('tts.generate', { requestId: randomUUID(), voiceId, script, readAs: options });
    const expected = readAs(script, options).text;
    expect(expected).toContain('كانون الثاني');
    expect(clip.script).toBe(expected);
    // The sandbox's own record of the entry, not just the client's copy.
    const listed = await rig.sandbox.api('/v2/tts/histories?page=1&perPage=100');
    const body = listed.body as { data: { ttsHistories: Array<{ script: string }> } };
    expect(body.data.ttsHistories.map((h) => h.script)).toContain(expected);
  });

  it('sends the script as written when read-as is off for it', async () => {
    const clip = await call<GeneratedClip>('tts.generate', {
      requestId: randomUUID(),
      voiceId,
      script,
      readAs: { ...options, enabled: false },
    });
    expect(clip.script).toBe(script);
  });

  it('reads each part of a long script the same way', async () => {
    const parts = ['الجزء 1 يبدأ في 1/3/2025.', 'والجزء 2 كلفته $5.'];
    const piece = await call<ScriptPiece>('tts.createPiece', { name: 'Parts', voiceId, parts });
    const done = await call<ScriptPiece>('tts.generatePiece', {
      requestId: randomUUID(),
      pieceId: piece.id,
      readAs: { ...options, dialect: 'egy' },
    });
    const session = await rig.core.context.sessions.current();
    if (!session.ok) throw new Error(session.error.message);
    const sent = done.parts.map(
      (part) =>
        (session.value.cache.db.prepare('SELECT script FROM history_entries WHERE id = ?').get(part.historyId) as { script: string })
          .script,
    );
    expect(sent).toEqual(parts.map((part) => readAs(part, { ...options, dialect: 'egy' }).text.trim()));
    expect(sent[1]).toBe('والجزء الثاني كلفته خمسة دولارات أمريكية.');
  });

  it('refuses malformed read-as options before anything is sent', async () => {
    await expect(
      call('tts.generate', { requestId: randomUUID(), voiceId, script, readAs: { ...options, rules: { dates: 'yes' } } }),
    ).rejects.toThrow(/VALIDATION/u);
    await expect(
      call('tts.generate', { requestId: randomUUID(), voiceId, script, readAs: { ...options, overrides: { x: { gender: 'n' } } } }),
    ).rejects.toThrow(/VALIDATION/u);
  });

  it('keeps a draft’s read-as settings with the draft', async () => {
    const draft = await call<Draft>('drafts.create', { name: 'Read-as' });
    const readAsSettings = { enabled: false, rules: { money: false }, overrides: { '3#0': { gender: 'f' } } };
    await call('drafts.save', { id: draft.id, name: draft.name, text: 'لدينا 3', readAs: readAsSettings });
    expect((await call<Draft>('drafts.get', { id: draft.id })).readAs).toEqual(readAsSettings);
    // A later save without read-as settings keeps them.
    await call('drafts.save', { id: draft.id, name: draft.name, text: 'لدينا 4' });
    expect((await call<Draft>('drafts.get', { id: draft.id })).readAs).toEqual(readAsSettings);
  });
});
