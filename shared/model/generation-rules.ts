import { fail, ok, type Result } from '../contract/errors';
import { readAs, type ReadAsOptions } from '../read-as';
import {
  countScriptChars,
  countSentChars,
  hasPauseMarkers,
  isRealArabicOrEnglish,
  parsePauseMarkers,
  stripPauseMarkers,
  type ScriptMeasure,
} from '../text';
import { checkPartPauses } from './pause-caps';
import { dictionaryLimits, expressivenessRange, scriptCharLimit, speedRange, type ScriptConfig } from './script';

/**
 * Every rule a generation request must pass, in one pure function: the editor runs it before it
 * asks the core (so a bad click costs no round trip and shows the same words), the core runs it
 * before it sends, and the service client runs its service-only subset. Nothing else states the
 * 3,000-character limit or the ranges; they live in ./script beside the editor's defaults.
 */

export interface GenerationInput {
  voiceId: string;
  /** The text as the user wrote it: read-as and pause markers are applied here, not by callers. */
  script: string;
  config?: Partial<ScriptConfig> | undefined;
  dictionaryIds?: readonly string[] | undefined;
  /** Read-as as the preview shows it: the length that counts is the length of what is spoken. */
  readAs?: ReadAsOptions | undefined;
}

/**
 * What is being checked. `whole`: the editor's script as one generation (a pause marker needs
 * the script split into parts). `part`: one part of a split script (its markers are the join's
 * silence, stripped before reading, and a malformed one is named). `service`: only the limits the
 * service documents, for the client, which leaves judging the language to the service.
 */
export type GenerationScope = 'whole' | 'part' | 'service';

/** The script exactly as it will be sent, or the first rule it breaks (field and messageKey set). */
export function checkGeneration(input: GenerationInput, scope: GenerationScope = 'whole'): Result<string> {
  const malformed = scope === 'part' ? parsePauseMarkers(input.script).problems[0] : undefined;
  if (malformed) return fail('VALIDATION', malformed.message, { field: 'script' });
  const pauses = scope === 'part' ? checkPartPauses(input.script) : ok(null);
  if (!pauses.ok) return pauses;
  const voice = checkVoice(input.voiceId);
  if (!voice.ok) return voice;
  const script = spokenText(input, scope);
  if (script.trim() === '') {
    return fail('VALIDATION', 'The script is empty; write something to turn into speech.', { field: 'script', messageKey: 'ScriptEmpty' });
  }
  // A single generation cannot hold a pause: the script is split at its markers and joined.
  if (scope === 'whole' && hasPauseMarkers(input.script)) {
    return fail('VALIDATION', 'This script has pause markers; split it into parts so each pause becomes silence in the joined recording.', {
      field: 'script',
    });
  }
  // The service scope sends the script verbatim, so marker-like text in it counts as the service counts it.
  const chars = scope === 'service' ? countSentChars(script) : countScriptChars(script);
  if (chars > scriptCharLimit) {
    const hint = scope === 'service' ? '' : ' Split it into parts.';
    return fail(
      'VALIDATION',
      `The script is ${chars.toLocaleString('en')} characters; the limit is ${scriptCharLimit.toLocaleString('en')}.${hint}`,
      {
        field: 'script',
        messageKey: 'ScriptTooLong',
      },
    );
  }
  if (scope !== 'service' && !isRealArabicOrEnglish(script)) {
    return fail('VALIDATION', 'The script must be Arabic or English text, not mostly symbols, digits or another language.', {
      field: 'script',
      messageKey: 'ScriptNotArabicOrEnglish',
    });
  }
  const settings = checkSettings(input);
  return settings.ok ? ok(script) : settings;
}

/** The voice rule alone, for a long script's piece, which is made before its parts are final. */
export function checkVoice(voiceId: string): Result<null> {
  return voiceId.trim() === ''
    ? fail('VALIDATION', 'Choose a voice before generating.', { field: 'voiceId', messageKey: 'VoiceMissing' })
    : ok(null);
}

/**
 * The length a stretch of script counts against the limit: what will be sent for it (pause
 * markers removed, read as the preview reads it), as the service counts. Never less than what
 * checkGeneration counts for it as a part (which also trims) or as a whole script, so parts cut by
 * this measure are never refused as too long, and a script within it needs no split.
 */
export function sentLength(script: string, readAsOptions?: ReadAsOptions): number {
  const words = stripPauseMarkers(script);
  return countSentChars(readAsOptions ? readAs(words, readAsOptions).text : words);
}

/** sentLength as splitScript's measure, for the draft's read-as options. */
export const sentLengthOf =
  (readAsOptions?: ReadAsOptions): ScriptMeasure =>
  (slice) =>
    sentLength(slice, readAsOptions);

/** A part's markers are removed before reading (they are silence); a whole script is read as written. */
function spokenText(input: GenerationInput, scope: GenerationScope): string {
  const words = scope === 'part' ? stripPauseMarkers(input.script) : input.script;
  const spoken = input.readAs ? readAs(words, input.readAs).text : words;
  return scope === 'part' ? spoken.trim() : spoken;
}

/**
 * An empty dictionary list is refused rather than dropped: the caller sends none by leaving it out.
 */
function checkSettings(input: GenerationInput): Result<null> {
  const ids = input.dictionaryIds;
  if (ids !== undefined && (ids.length < dictionaryLimits.min || ids.length > dictionaryLimits.max)) {
    return fail(
      'VALIDATION',
      `Choose between ${dictionaryLimits.min} and ${dictionaryLimits.max} pronunciation dictionaries (${ids.length} chosen), or none.`,
      { field: 'dictionaryIds', messageKey: 'DictionaryCount' },
    );
  }
  const config = input.config;
  if (config && !within(config.speed, speedRange)) {
    return fail('VALIDATION', `Speed must be between ${speedRange.min} and ${speedRange.max}.`, {
      field: 'config.speed',
      messageKey: 'ConfigOutOfRange',
    });
  }
  if (config && !within(config.expressiveness, expressivenessRange)) {
    return fail('VALIDATION', `Expressiveness must be between ${expressivenessRange.min} and ${expressivenessRange.max}.`, {
      field: 'config.expressiveness',
      messageKey: 'ConfigOutOfRange',
    });
  }
  return ok(null);
}

// An absent setting is the service's default, which is always within range.
const within = (value: number | undefined, range: { min: number; max: number }) =>
  value === undefined || (value >= range.min && value <= range.max);
