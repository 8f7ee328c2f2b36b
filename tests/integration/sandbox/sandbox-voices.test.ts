import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCounts } from '../../../electron/sandbox/server';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

let sandbox: TestSandbox;
interface Voice {
  id: string;
  usedInJobs: unknown;
  usedInVoiceAgents: unknown;
  name: string;
  projectId: string | null;
  isFavourite: boolean;
  tags: string[];
  image: string;
  voiceRecord: string;
  dialect: { languageCode: string };
}
let voices: Voice[];
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  sandbox = await startTestSandbox();
  voices = (await sandbox.api('/v2/tts/voices?perPage=100')).body.data.voices;
});
afterAll(() => sandbox.dispose());

const catalogue = () => voices.find((v) => v.projectId === null)!;
const owned = (i = 0) => voices.filter((v) => v.projectId === sandbox.projectId)[i]!;
const shared = () => voices.find((v) => v.projectId !== null && v.projectId !== sandbox.projectId)!;

describe('sandbox dialects', () => {
  it('lists all 15 dialect codes with English and Arabic names', async () => {
    const response = await sandbox.api(`/v2/tts/dialects?projectId=${sandbox.projectId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, messageKey: 'OPERATION_SUCCESSFUL' });
    const codes = response.body.data.map((d: { languageCode: string }) => d.languageCode);
    expect(codes).toEqual(['pls', 'egy', 'syr', 'irq', 'jor', 'leb', 'ksa', 'uae', 'bah', 'qat', 'kuw', 'oma', 'msa', 'ar-sa', 'en']);
    expect(response.body.data[1]).toMatchObject({ name: 'Egyptian', nameAr: 'مصري', language: 'ar' });
    expect(seedCounts.dialects).toBe(15);
  });
});

describe('sandbox voices', () => {
  it('seeds at least 40 voices with the documented fields', () => {
    expect(voices).toHaveLength(seedCounts.voices);
    expect(voices.length).toBeGreaterThanOrEqual(40);
    for (const voice of voices) {
      expect(Object.keys(voice)).toEqual(
        expect.arrayContaining([
          'id',
          'language',
          'name',
          'tags',
          'voiceRecord',
          'createdAt',
          'isFavourite',
          'usedInJobs',
          'usedInVoiceAgents',
          'dialectId',
          'dialect',
          'image',
        ]),
      );
      // §2.4: usedInJobs and usedInVoiceAgents are booleans.
      expect([typeof voice.usedInJobs, typeof voice.usedInVoiceAgents]).toEqual(['boolean', 'boolean']);
      expect(voice.tags).toEqual([expect.stringMatching(/^(male|female)$/), expect.stringMatching(/^(conversational|narrator)$/)]);
    }
    expect(voices.some((v) => /[\u0600-\u06FF]/.test(v.name))).toBe(true);
    expect(voices.some((v) => /^[A-Za-z]+$/.test(v.name))).toBe(true);
  });

  it('pages with page and perPage', async () => {
    const first = (await sandbox.api('/v2/tts/voices?page=1&perPage=10')).body.data;
    expect(first).toMatchObject({ total: seedCounts.voices, page: 1, perPage: 10, totalPages: Math.ceil(seedCounts.voices / 10) });
    expect(first.voices).toHaveLength(10);
    const last = (await sandbox.api(`/v2/tts/voices?page=${first.totalPages}&perPage=10`)).body.data;
    expect(last.voices).toHaveLength(seedCounts.voices - (first.totalPages - 1) * 10);
    const beyond = (await sandbox.api(`/v2/tts/voices?page=${first.totalPages + 1}&perPage=10`)).body.data;
    expect(beyond.voices).toEqual([]);
    const defaults = (await sandbox.api('/v2/tts/voices')).body.data;
    expect(defaults).toMatchObject({ page: 1, perPage: 10 });
  });

  it('refuses bad paging with 9400', async () => {
    for (const query of ['page=0', 'page=-1', 'perPage=abc', 'perPage=101']) {
      const response = await sandbox.api(`/v2/tts/voices?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(9400);
    }
  });

  it('searches names with q, folding Arabic spelling variants', async () => {
    const layla = (await sandbox.api('/v2/tts/voices?q=LAYLA')).body.data;
    expect(layla.voices.map((v: Voice) => v.name)).toEqual(['Layla']);
    const arabicName = voices.find((v) => v.name.includes('أ'));
    if (arabicName) {
      const folded = arabicName.name.replace('أ', 'ا');
      const found = (await sandbox.api(`/v2/tts/voices?q=${encodeURIComponent(folded)}`)).body.data.voices;
      expect(found.map((v: Voice) => v.id)).toContain(arabicName.id);
    }
    expect((await sandbox.api('/v2/tts/voices?q=zzzz')).body.data).toMatchObject({ voices: [], total: 0, totalPages: 0 });
  });

  it('gets one voice and the default voice', async () => {
    const one = await sandbox.api(`/v2/tts/voices/${voices[3]!.id}?projectId=${sandbox.projectId}`);
    expect(one.body.data).toEqual(voices[3]);
    const fallback = await sandbox.api('/v2/tts/voices/default/current');
    expect(fallback.status).toBe(200);
    expect(fallback.body.data.dialect.languageCode).toBe('msa');
  });

  it('answers 404 for unknown voices on every voice route', async () => {
    expect((await sandbox.api(`/v2/tts/voices/${unknownId}`)).body).toEqual({ success: false, code: 404, message: 'Resource not found' });
    expect((await sandbox.api(`/v2/tts/voices/${unknownId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await sandbox.api(`/v2/tts/voices/${unknownId}/favourite`, { method: 'POST', body: { isFavourite: true } })).status).toBe(404);
  });

  it('lets a catalogue voice be favourited but not deleted', async () => {
    const voice = catalogue();
    const favourite = await sandbox.api(`/v2/tts/voices/${voice.id}/favourite`, {
      method: 'POST',
      body: { isFavourite: !voice.isFavourite },
    });
    expect(favourite.status).toBe(200);
    // §4.3: success true, message, messageKey; no data.
    expect(favourite.body).toEqual({ success: true, message: 'favourite updated successfully', messageKey: 'OPERATION_SUCCESSFUL' });
    expect((await sandbox.api(`/v2/tts/voices/${voice.id}`)).body.data.isFavourite).toBe(!voice.isFavourite);
    const remove = await sandbox.api(`/v2/tts/voices/${voice.id}`, { method: 'DELETE' });
    expect(remove.status).toBe(403);
    expect(remove.body).toEqual({ success: false, code: 403, message: 'You are not authorized to perform this action' });
  });

  it('refuses both favourite and delete on a voice shared read-only', async () => {
    const voice = shared();
    expect((await sandbox.api(`/v2/tts/voices/${voice.id}/favourite`, { method: 'POST', body: { isFavourite: true } })).status).toBe(403);
    expect((await sandbox.api(`/v2/tts/voices/${voice.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await sandbox.api(`/v2/tts/voices/${voice.id}`)).body.data.isFavourite).toBe(false);
  });

  it('lets the project favourite and delete its own voice', async () => {
    const voice = owned(0);
    expect((await sandbox.api(`/v2/tts/voices/${voice.id}/favourite`, { method: 'POST', body: { isFavourite: true } })).status).toBe(200);
    const removed = await sandbox.api(`/v2/tts/voices/${voice.id}?projectId=${sandbox.projectId}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'TTS voice deleted successfully', messageKey: 'OPERATION_SUCCESSFUL' });
    expect((await sandbox.api(`/v2/tts/voices/${voice.id}`)).status).toBe(404);
  });

  it('validates the favourite body with 9400', async () => {
    const voice = owned(1);
    for (const body of [{}, { isFavourite: 'yes' }, []]) {
      const response = await sandbox.api(`/v2/tts/voices/${voice.id}/favourite`, { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 9400, messageKey: expect.any(String) });
    }
  });

  it('serves an SVG avatar and a WAV sample without an Authorization header', async () => {
    const voice = voices[0]!;
    const avatar = await fetch(voice.image);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    expect(await avatar.text()).toContain('<svg');
    const sample = await fetch(voice.voiceRecord);
    expect(sample.status).toBe(200);
    expect(sample.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await sample.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    const again = await fetch(voice.voiceRecord);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${sandbox.url}/files/voices/${unknownId}/avatar.svg`)).status).toBe(404);
  });
});

describe('sandbox voices, lenient shape', () => {
  it('sends usage as counts and data: null on acknowledgements', async () => {
    const lenient = await startTestSandbox({ shape: 'lenient' });
    try {
      const listed = (await lenient.api('/v2/tts/voices?perPage=100')).body.data.voices as Voice[];
      expect(listed.every((v) => typeof v.usedInJobs === 'number' && typeof v.usedInVoiceAgents === 'number')).toBe(true);
      const favourite = await lenient.api(`/v2/tts/voices/${listed[0]!.id}/favourite`, { method: 'POST', body: { isFavourite: true } });
      expect(favourite.body).toEqual({
        success: true,
        message: 'favourite updated successfully',
        messageKey: 'OPERATION_SUCCESSFUL',
        data: null,
      });
    } finally {
      await lenient.dispose();
    }
  });
});
