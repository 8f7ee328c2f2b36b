import { wordsOfBlock } from '../../../../shared/model/block-text';
import { readAs, type ReadAsOptions, type ReadAsResult } from '../../../../shared/read-as';
import { parsePauseMarkers, stripPauseMarkers } from '../../../../shared/text';

/**
 * What a block will send, as the editor shows it under the block: its words without the speaker's
 * `Name:` prefix (not spoken) and without pause markers (silence, never sent), read by the same
 * read-as the core hashes and generation sends (shared/model/block-text.ts spokenTextOfBlock takes
 * these very steps; here the read-as spans are kept, to mark them).
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

export function spokenView(text: string, speaker: string | null, options: ReadAsOptions): SpokenView {
  const { markers, problems } = parsePauseMarkers(text);
  const words = stripPauseMarkers(wordsOfBlock(text, speaker));
  const reading = options.enabled ? readAs(words, options) : null;
  const spoken = (reading?.text ?? words).trim();
  const changed = reading !== null && reading.spans.some((span) => span.status === 'read');
  return {
    reading,
    spoken,
    pausesMs: markers.map((m) => m.ms),
    problems: problems.map((p) => p.marker),
    differs: changed || markers.length > 0 || problems.length > 0 || words.trim() !== text.trim(),
  };
}
