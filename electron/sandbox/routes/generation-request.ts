import { countScriptChars, isRealArabicOrEnglish } from '../../../shared/text';
import { generationFields, generationLimits } from '../../core/service/api-table';
import { fail } from '../http/errors';
import type { SandboxState } from '../state/types';
import { bodyObject, requiredUuid } from './body-fields';
import { isUuid } from './query';

export interface GenerationRequest {
  ttsVoiceId: string;
  script: string;
  speed: number;
  expressiveness: number;
  voiceDictionaryIds: string[];
}

/** Speed and expressiveness ranges are not documented; these bounds are the sandbox's guess. */
const SPEED_RANGE = [0.25, 4] as const;
const EXPRESSIVENESS_RANGE = [0, 1] as const;

/**
 * Validates POST /v2/tts/histories the way the service does, in the order its validators run:
 * every failure is 9400 with a messageKey. Existence (unknown voice or dictionary → 404) is
 * checked by the caller afterwards.
 *
 * The `apiKey` field: the service documents an API-key *identifier* (uuid). The sandbox accepts
 * this project's key identifier (SandboxHandle.apiKeyId) or the key itself (the client defaults
 * to sending the key); anything else — not a uuid, or another project's key — is 9400
 * `InvalidApiKey`.
 */
export function parseGenerationRequest(body: unknown, state: SandboxState): GenerationRequest {
  const fields = bodyObject(body);
  const ttsVoiceId = requiredUuid(fields, generationFields.voiceId);

  const script = fields[generationFields.script];
  if (script === undefined || script === null) throw fail.validation('script is required', 'FieldIsRequired');
  if (typeof script !== 'string') throw fail.validation('script must be a string', 'FieldMustBeString');
  if (script.trim() === '') throw fail.validation('script should not be empty', 'ScriptIsEmpty');
  if (countScriptChars(script) > generationLimits.scriptMaxChars) {
    throw fail.validation(`script must be at most ${generationLimits.scriptMaxChars} characters`, 'ScriptTooLong');
  }
  if (!isRealArabicOrEnglish(script)) throw fail.validation('script must be Arabic or English text', 'ScriptLanguageNotSupported');

  const apiKey = fields[generationFields.apiKeyId];
  if (apiKey === undefined || apiKey === null) throw fail.validation('apiKey is required', 'FieldIsRequired');
  if (typeof apiKey !== 'string') throw fail.validation('apiKey must be a string', 'FieldMustBeString');
  if (!isUuid(apiKey)) throw fail.validation('apiKey must be a UUID', 'FieldMustBeUuid');
  if (apiKey !== state.apiKeyId && apiKey !== state.apiKey) throw fail.validation('apiKey does not belong to this project', 'InvalidApiKey');

  const { speed, expressiveness } = parseConfig(fields[generationFields.config]);
  return { ttsVoiceId, script, speed, expressiveness, voiceDictionaryIds: parseDictionaryIds(fields[generationFields.dictionaryIds]) };
}

function parseConfig(config: unknown): { speed: number; expressiveness: number } {
  if (config === undefined || config === null) return { speed: 1, expressiveness: 0.5 };
  if (typeof config !== 'object' || Array.isArray(config)) throw fail.validation('config must be an object', 'FieldMustBeObject');
  const { speed, expressiveness } = config as Record<string, unknown>;
  return {
    speed: numberInRange('config.speed', speed, SPEED_RANGE, 1),
    expressiveness: numberInRange('config.expressiveness', expressiveness, EXPRESSIVENESS_RANGE, 0.5),
  };
}

function numberInRange(name: string, value: unknown, [min, max]: readonly [number, number], fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw fail.validation(`${name} must be a number`, 'FieldMustBeNumber');
  if (value < min || value > max) throw fail.validation(`${name} must be between ${min} and ${max}`, 'FieldOutOfRange');
  return value;
}

function parseDictionaryIds(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw fail.validation('voiceDictionaryIds must be an array', 'FieldMustBeArray');
  const { dictionaryIdsMin: min, dictionaryIdsMax: max } = generationLimits;
  if (value.length < min) throw fail.validation(`voiceDictionaryIds must contain at least ${min} element`, 'ArrayMinSize');
  if (value.length > max) throw fail.validation(`voiceDictionaryIds must contain no more than ${max} elements`, 'ArrayMaxSize');
  for (const id of value) {
    if (typeof id !== 'string') throw fail.validation('each value in voiceDictionaryIds must be a string', 'FieldMustBeString');
    if (!isUuid(id)) throw fail.validation('each value in voiceDictionaryIds must be a UUID', 'FieldMustBeUuid');
  }
  return value as string[];
}
