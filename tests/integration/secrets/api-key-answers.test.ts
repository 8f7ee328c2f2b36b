import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodes, type OperationName, type Result } from '../../../shared/contract';
import type { ProfilesOverview } from '../../../shared/model/account';
import { decodeBoundKey } from '../../../electron/core/profiles/bound-key';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

/*
 * Issue 33 item 19, through the real core: secrets.setApiKey took any 1–4,096 printable characters
 * and every answer was then scrubbed of runs of min(8, key length) of the key, so a key of "_" turned
 * NOT_FOUND into NOT[redacted]FOUND in every answer. Whatever key the contract accepts, its answers
 * (codes, JSON keys, messages) come out as they were made; what it refuses it says why, stores nothing.
 */

const rig = useCoreRig();

/** Answers of every kind: a success, a plain error, an input refusal, a service call. */
const probes: Array<[OperationName, unknown]> = [
  ['secrets.status', {}],
  ['settings.get', {}],
  ['voices.get', { voiceId: 'no-such-voice' }],
  ['voices.get', {}],
  ['history.list', { limit: 5 }],
  ['agents.list', {}],
];

const storedKey = async (): Promise<string | null> => {
  const profileId = unwrap(await rig.call<ProfilesOverview>('profiles.list')).activeProfileId;
  const stored = unwrap(await rig.secrets.getSecret(profileId));
  return stored === null ? null : (decodeBoundKey(stored)?.key ?? null);
};

function expectUnmangled(name: string, answer: Result<unknown>): void {
  const text = JSON.stringify(answer);
  expect(text, name).not.toContain('[redacted]');
  if (!answer.ok) expect(errorCodes, `${name}: ${answer.error.code}`).toContain(answer.error.code);
}

describe('whatever API key the contract accepts, answers pass through unmangled', () => {
  it('refuses a key the service could never issue, saying why, and keeps the one stored', async () => {
    unwrap(await rig.call('secrets.setApiKey', { apiKey: '3f2a9c1e-4b7d-4e21-9a6f-0c8d2e7b5a41' }));
    for (const [apiKey, messageKey] of [
      ['_', 'apiKey.tooShort'],
      ['e', 'apiKey.tooShort'],
      ['short-key-123', 'apiKey.tooShort'],
      ['3f2a9c1e 4b7d 4e21 9a6f 0c8d2e7b5a41', 'apiKey.spaces'],
      ['3f2a9c1e-4b7d\r\n4e21-9a6f-0c8d2e7b5a41', 'apiKey.controlCharacters'],
      ['٣f2a9c1e-4b7d-4e21-9a6f-0c8d2e7b5a41', 'apiKey.characters'],
    ]) {
      const refused = await rig.call('secrets.setApiKey', { apiKey });
      expect(refused, apiKey).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'apiKey', messageKey } });
    }
    expect(await storedKey()).toBe('3f2a9c1e-4b7d-4e21-9a6f-0c8d2e7b5a41');
  });

  it('fuzzed keys: each is stored and then hidden nowhere it is not, or refused without a trace', async () => {
    const printable = fc.string({ minLength: 1, maxLength: 40, unit: fc.constantFrom(...'abeoNT_-0123456789AEFOUND:"{} \t'.split('')) });
    await fc.assert(
      fc.asyncProperty(fc.oneof(printable, fc.string({ minLength: 1, maxLength: 40 })), async (apiKey) => {
        const before = await storedKey();
        const set = await rig.call('secrets.setApiKey', { apiKey });
        expectUnmangled('secrets.setApiKey', set);
        if (!set.ok) {
          expect(set.error.messageKey).toMatch(/^apiKey\./);
          expect(await storedKey()).toBe(before);
        }
        for (const [name, input] of probes) expectUnmangled(name, await rig.call(name, input));
      }),
      { numRuns: 60, examples: [['_'], ['e'], ['NOT_'], ['"']] },
    );
  });
});
