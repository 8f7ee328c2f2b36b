import { describe, expect, it } from 'vitest';
import { checkGeneration, type GenerationInput } from '../../../shared/model/generation-rules';
import { scriptCharLimit } from '../../../shared/model/script';
import { readAs, type ReadAsOptions } from '../../../shared/read-as';
import { countScriptChars } from '../../../shared/text';

const voice = { voiceId: 'v-1' };
const check = (input: Partial<GenerationInput>, scope?: Parameters<typeof checkGeneration>[1]) =>
  checkGeneration({ ...voice, script: 'مرحبا بكم', ...input }, scope);
const refusal = (result: ReturnType<typeof checkGeneration>) =>
  result.ok ? null : { field: result.error.field, key: result.error.messageKey };

describe('checkGeneration: every rule of one generation', () => {
  it.each<[string, Partial<GenerationInput>, { field: string; key: string | undefined }]>([
    ['no voice', { voiceId: ' ' }, { field: 'voiceId', key: 'VoiceMissing' }],
    ['an empty script', { script: '  \n ' }, { field: 'script', key: 'ScriptEmpty' }],
    ['one character over the limit', { script: 'ب'.repeat(scriptCharLimit + 1) }, { field: 'script', key: 'ScriptTooLong' }],
    ['text that is not Arabic or English', { script: 'Привет, как дела?' }, { field: 'script', key: 'ScriptNotArabicOrEnglish' }],
    ['a pause marker in one generation', { script: 'Hello [pause 1s] there.' }, { field: 'script', key: undefined }],
    ['no dictionaries in a given list', { dictionaryIds: [] }, { field: 'dictionaryIds', key: 'DictionaryCount' }],
    [
      'eleven dictionaries',
      { dictionaryIds: Array.from({ length: 11 }, (_, i) => `d${i}`) },
      { field: 'dictionaryIds', key: 'DictionaryCount' },
    ],
    ['a speed over the range', { config: { speed: 4.05, expressiveness: 0.5 } }, { field: 'config.speed', key: 'ConfigOutOfRange' }],
    [
      'an expressiveness under the range',
      { config: { speed: 1, expressiveness: -0.1 } },
      { field: 'config.expressiveness', key: 'ConfigOutOfRange' },
    ],
  ])('refuses %s, naming the field', (_name, input, expected) => {
    expect(refusal(check(input))).toEqual(expected);
  });

  it('accepts exactly the limit and answers the script as it will be sent', () => {
    const script = 'ب'.repeat(scriptCharLimit);
    expect(check({ script, config: { speed: 4, expressiveness: 0 }, dictionaryIds: ['d1'] })).toEqual({ ok: true, value: script });
  });

  it('says how long a script is and what the limit is', () => {
    const result = check({ script: 'a'.repeat(3_001) });
    expect(!result.ok && result.error.message).toBe('The script is 3,001 characters; the limit is 3,000. Split it into parts.');
  });

  it('counts the spoken text: read-as may lengthen a script past the limit', () => {
    const options: ReadAsOptions = { enabled: true, rules: {}, overrides: {}, dialect: 'msa' };
    const script = 'عندي 1234567 كتاب. '.repeat(150);
    expect(countScriptChars(script)).toBeLessThanOrEqual(scriptCharLimit);
    const spoken = readAs(script, options).text;
    expect(countScriptChars(spoken)).toBeGreaterThan(scriptCharLimit);
    expect(check({ script }).ok).toBe(true);
    expect(refusal(check({ script, readAs: options }))).toEqual({ field: 'script', key: 'ScriptTooLong' });
    expect(check({ script: 'عندي 3 كتب', readAs: options })).toEqual({ ok: true, value: readAs('عندي 3 كتب', options).text });
  });

  it('a part: its markers are silence, removed before sending; a malformed one is named first', () => {
    expect(check({ script: ' Hello [pause 1.5s] there. ' }, 'part')).toEqual({ ok: true, value: 'Hello  there.' });
    const bad = check({ script: 'Hello [pause 45s]', voiceId: '' }, 'part');
    expect(!bad.ok && bad.error.message).toMatch(/\[pause 45s\]" is 45 s/);
    expect(refusal(check({ script: '[pause 2s]' }, 'part'))).toEqual({ field: 'script', key: 'ScriptEmpty' });
  });

  it("the service's scope: only its documented limits, the language left to the service", () => {
    expect(check({ script: '你好世界' }, 'service').ok).toBe(true);
    expect(refusal(check({ script: '' }, 'service'))).toEqual({ field: 'script', key: 'ScriptEmpty' });
    const long = check({ script: 'a'.repeat(3_001) }, 'service');
    expect(!long.ok && long.error.message).toBe('The script is 3,001 characters; the limit is 3,000.');
    expect(check({ config: { speed: 1.5 } }, 'service').ok).toBe(true);
    // The client sends the script verbatim: text that looks like a pause marker is counted, as the service counts it.
    const markerText = check({ script: `${'a'.repeat(2_995)} [pause 1s]` }, 'service');
    expect(!markerText.ok && markerText.error.message).toBe('The script is 3,006 characters; the limit is 3,000.');
  });
});
