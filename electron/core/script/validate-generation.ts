import { fail, ok, type Result } from '../../../shared/contract';
import { dictionaryLimits, expressivenessRange, scriptCharLimit, speedRange, type ScriptConfig } from '../../../shared/model/script';
import { countScriptChars, hasPauseMarkers, isRealArabicOrEnglish } from '../../../shared/text';

export interface GenerationSettings {
  voiceId: string;
  script: string;
  config?: ScriptConfig | undefined;
  dictionaryIds?: string[] | undefined;
}

/**
 * The service's rules, checked before anything is sent so a bad request costs no round trip and
 * the error names the field (and carries a messageKey the editor turns into its own words).
 * An empty dictionary list is refused rather than dropped: the caller sends none by leaving it out.
 */
export function validateGeneration(input: GenerationSettings): Result<null> {
  if (input.voiceId.trim() === '') {
    return fail('VALIDATION', 'Choose a voice before generating.', { field: 'voiceId', messageKey: 'VoiceMissing' });
  }
  if (input.script.trim() === '') {
    return fail('VALIDATION', 'The script is empty; write something to turn into speech.', { field: 'script', messageKey: 'ScriptEmpty' });
  }
  // A single generation cannot hold a pause: the script is split at its markers and joined.
  if (hasPauseMarkers(input.script)) {
    return fail('VALIDATION', 'This script has pause markers; split it into parts so each pause becomes silence in the joined recording.', { field: 'script' });
  }
  const chars = countScriptChars(input.script);
  if (chars > scriptCharLimit) {
    return fail(
      'VALIDATION',
      `The script is ${chars.toLocaleString('en')} characters; the limit is ${scriptCharLimit.toLocaleString('en')}. Split it into parts.`,
      { field: 'script', messageKey: 'ScriptTooLong' },
    );
  }
  if (!isRealArabicOrEnglish(input.script)) {
    return fail('VALIDATION', 'The script must be Arabic or English text, not mostly symbols, digits or another language.', {
      field: 'script',
      messageKey: 'ScriptNotArabicOrEnglish',
    });
  }
  const ids = input.dictionaryIds;
  if (ids !== undefined && (ids.length < dictionaryLimits.min || ids.length > dictionaryLimits.max)) {
    return fail(
      'VALIDATION',
      `Choose between ${dictionaryLimits.min} and ${dictionaryLimits.max} pronunciation dictionaries (${ids.length} chosen), or none.`,
      { field: 'dictionaryIds', messageKey: 'DictionaryCount' },
    );
  }
  const config = input.config;
  if (config) {
    if (config.speed < speedRange.min || config.speed > speedRange.max) {
      return fail('VALIDATION', `Speed must be between ${speedRange.min} and ${speedRange.max}.`, { field: 'config.speed', messageKey: 'ConfigOutOfRange' });
    }
    if (config.expressiveness < expressivenessRange.min || config.expressiveness > expressivenessRange.max) {
      return fail('VALIDATION', `Expressiveness must be between ${expressivenessRange.min} and ${expressivenessRange.max}.`, {
        field: 'config.expressiveness',
        messageKey: 'ConfigOutOfRange',
      });
    }
  }
  return ok(null);
}
