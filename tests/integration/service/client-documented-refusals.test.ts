import { describe, expect, it } from 'vitest';
import { unwrap } from '../../helpers/core-rig';
import { useClientOnSandbox } from '../../helpers/client-on-sandbox';

/**
 * What the interface documents the service refuses, through the client against the real sandbox:
 * §4.4 / §8 the script's 1–3,000 characters, counted on what is sent, and the 404s of the
 * generation POST (§4.4) and of the default voice (§4.3) said in words a person can act on.
 */
const service = useClientOnSandbox();

describe('§8 script length, as sent', () => {
  it('3,000 characters go through; 3,001 are refused before anything is sent', async () => {
    const voice = unwrap(await service.client.getDefaultVoice());
    const fits = await service.client.generate({ voiceId: voice.id, script: 'ب'.repeat(3_000) });
    expect(fits.ok, JSON.stringify(fits)).toBe(true);

    service.sandbox.requests.clear();
    const long = await service.client.generate({ voiceId: voice.id, script: 'ب'.repeat(3_001) });
    expect(long).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'script', messageKey: 'ScriptTooLong' } });
    expect(service.sandbox.requests.count('historyCreate')).toBe(0);
  });

  it('text that looks like a pause marker is counted, since the client sends it verbatim', async () => {
    const voice = unwrap(await service.client.getDefaultVoice());
    const script = `${'ب'.repeat(2_995)} [pause 1s]`;
    // What the service would say to it: too long (3,006 characters on the wire).
    const raw = await service.sandbox.api('/v2/tts/histories', {
      method: 'POST',
      body: { ttsVoiceId: voice.id, script, apiKey: service.sandbox.apiKeyId },
    });
    expect(raw.body).toMatchObject({ code: 9400, messageKey: 'ScriptTooLong' });

    service.sandbox.requests.clear();
    const refused = await service.client.generate({ voiceId: voice.id, script });
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'script', messageKey: 'ScriptTooLong' } });
    expect(!refused.ok && refused.error.message).toBe('The script is 3,006 characters; the limit is 3,000.');
    expect(service.sandbox.requests.count('historyCreate')).toBe(0);
  });
});

describe('§4.4 the generation POST answers 404', () => {
  it('for a voice the service does not know: the message names the voice', async () => {
    const result = await service.client.generate({ voiceId: 'voice-that-is-gone', script: 'Hello there' });
    expect(result).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', status: 404, field: 'ttsVoiceId' } });
    expect(!result.ok && result.error.message).toBe(
      'Could not generate speech: the service does not know the voice "voice-that-is-gone" (HTTP 404). Choose the voice again from the list; it may have been deleted.',
    );
    // A clear "no" from the service: the history is not searched for a clip that was never made.
    expect(service.sandbox.requests.count('historyList')).toBe(0);
  });

  it('for a dictionary it does not know: the message says it may be one of them', async () => {
    const voice = unwrap(await service.client.getDefaultVoice());
    const result = await service.client.generate({ voiceId: voice.id, script: 'Hello there', voiceDictionaryIds: ['dictionary-gone'] });
    expect(result).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', status: 404 } });
    expect(!result.ok && result.error.message).toContain('or one of the 1 chosen pronunciation dictionaries');
  });
});

describe('§4.3 GET /v2/tts/voices/default/current answers 404', () => {
  it('says there is no default voice for the current language', async () => {
    service.sandbox.faults.set({ rules: [{ route: 'voiceDefault', kind: 'status', status: 404 }] });
    try {
      const result = await service.client.getDefaultVoice();
      expect(result).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', status: 404 } });
      expect(!result.ok && result.error.message).toBe(
        'Could not load the default voice: the service has no default voice for the current language (HTTP 404).',
      );
    } finally {
      service.sandbox.faults.reset();
    }
  });
});
