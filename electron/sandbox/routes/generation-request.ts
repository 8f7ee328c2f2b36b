import { isRealArabicOrEnglish } from '../../../shared/text';
import { guessed } from '../guesses';
import { fail } from '../http/errors';
import type { SandboxState } from '../state/types';
import { bodyObject, requiredString } from './body-fields';

export interface GenerationRequest {
  ttsVoiceId: string;
  script: string;
  speed: number;
  expressiveness: number;
  voiceDictionaryIds: string[];
}

/** §4.4 / §8 limits, as the interface states them. */
const SCRIPT_MAX_CHARS = 3_000;
const DICTIONARY_IDS_MIN = 1;
const DICTIONARY_IDS_MAX = 10;

/**
 * Validates POST /v2/tts/histories the way the service does, in the order its validators run:
 * every failure is 9400 with a messageKey. Existence (unknown voice or dictionary → 404) is
 * checked by the caller afterwards.
 *
 * §4.4 types `ttsVoiceId`, `apiKey` and each `voiceDictionaryIds` member as plain strings (no uuid
 * format, unlike the v1 body fields of §4.1/§4.2), so any string passes the type check and an
 * unknown voice or dictionary is the documented 404. The `apiKey` field is an API-key identifier:
 * the sandbox accepts this project's key identifier (SandboxHandle.apiKeyId) or the key itself
 * (the client defaults to sending the key); any other string is 9400 `InvalidApiKey`.
 */
export function parseGenerationRequest(body: unknown, state: SandboxState): GenerationRequest {
  const fields = bodyObject(body);
  const ttsVoiceId = requiredString(fields, 'ttsVoiceId');

  const script = fields.script;
  if (script === undefined || script === null) throw fail.validation('script is required', 'FieldIsRequired');
  if (typeof script !== 'string') throw fail.validation('script must be a string', 'FieldMustBeString');
  if (script.trim() === '') throw fail.validation('script should not be empty', 'ScriptIsEmpty');
  if (guessed.scriptLength(script) > SCRIPT_MAX_CHARS) {
    throw fail.validation(`script must be at most ${SCRIPT_MAX_CHARS} characters`, 'ScriptTooLong');
  }
  if (!isRealArabicOrEnglish(script)) throw fail.validation('script must be Arabic or English text', 'ScriptLanguageNotSupported');

  const apiKey = requiredString(fields, 'apiKey');
  if (apiKey !== state.apiKeyId && apiKey !== state.apiKey)
    throw fail.validation('apiKey does not belong to this project', 'InvalidApiKey');

  const { speed, expressiveness } = parseConfig(fields.config);
  return { ttsVoiceId, script, speed, expressiveness, voiceDictionaryIds: parseDictionaryIds(fields.voiceDictionaryIds) };
}

function parseConfig(config: unknown): { speed: number; expressiveness: number } {
  const { speed: speedGuess, expressiveness: expressivenessGuess } = guessed.config;
  if (config === undefined || config === null) return { speed: speedGuess.default, expressiveness: expressivenessGuess.default };
  if (typeof config !== 'object' || Array.isArray(config)) throw fail.validation('config must be an object', 'FieldMustBeObject');
  const { speed, expressiveness } = config as Record<string, unknown>;
  return {
    speed: numberInRange('config.speed', speed, speedGuess),
    expressiveness: numberInRange('config.expressiveness', expressiveness, expressivenessGuess),
  };
}

function numberInRange(
  name: string,
  value: unknown,
  { min, max, default: fallback }: { min: number; max: number; default: number },
): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw fail.validation(`${name} must be a number`, 'FieldMustBeNumber');
  if (value < min || value > max) throw fail.validation(`${name} must be between ${min} and ${max}`, 'FieldOutOfRange');
  return value;
}

function parseDictionaryIds(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw fail.validation('voiceDictionaryIds must be an array', 'FieldMustBeArray');
  const [min, max] = [DICTIONARY_IDS_MIN, DICTIONARY_IDS_MAX];
  if (value.length < min) throw fail.validation(`voiceDictionaryIds must contain at least ${min} element`, 'ArrayMinSize');
  if (value.length > max) throw fail.validation(`voiceDictionaryIds must contain no more than ${max} elements`, 'ArrayMaxSize');
  for (const id of value) {
    if (typeof id !== 'string') throw fail.validation('each value in voiceDictionaryIds must be a string', 'FieldMustBeString');
  }
  return value as string[];
}
