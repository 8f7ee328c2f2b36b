import { readAs, type ReadAsOptions, type ReadAsResult } from '../../../../shared/read-as';
import { parsePauseMarkers, stripPauseMarkers } from '../../../../shared/text';

/**
 * What a block will send, as the editor shows it under the block: the text without its speaker's
 * `Name:` prefix (not spoken) and without its pause markers (silence, never sent), read by the
 * same read-as the core uses.
 */
export interface SpokenView {
  /** The read-as result of the spoken text; null when read-as is off. */
  reading: ReadAsResult | null;
  /** The spoken text (after read-as when on). */
  spoken: string;
  /** Silence after the block, from its pause markers, in milliseconds each. */
  pausesMs: number[];
  /** Bracketed markers that are not valid pauses (never sent as speech). */
  problems: string[];
  /** Whether any of it differs from what the writer wrote (else the editor shows nothing more). */
  differs: boolean;
}

/** `Sara: …` or `Sara： …` (full-width colon) when the block is a line of that speaker. */
export function withoutSpeaker(text: string, speaker: string | null): string {
  if (!speaker || !text.startsWith(speaker)) return text;
  const rest = text.slice(speaker.length);
  return /^\s*[:：]/u.test(rest) ? rest.replace(/^\s*[:：]\s*/u, '') : text;
}

export function spokenView(text: string, speaker: string | null, options: ReadAsOptions): SpokenView {
  const { markers, problems } = parsePauseMarkers(text);
  const unspoken = withoutSpeaker(stripPauseMarkers(text), speaker).trim();
  const reading = options.enabled ? readAs(unspoken, options) : null;
  const spoken = reading?.text ?? unspoken;
  const changed = reading !== null && reading.spans.some((span) => span.status === 'read');
  return {
    reading,
    spoken,
    pausesMs: markers.map((m) => m.ms),
    problems: problems.map((p) => p.marker),
    differs: changed || markers.length > 0 || problems.length > 0 || unspoken !== text.trim(),
  };
}
