import { splitSentences } from '../../../shared/text';

/**
 * Subtitle cues for a joined render, timed from the real lengths of its parts as they sit in the
 * file, with the silence around each (pause markers, gaps between parts). Per sentence, a part's
 * time is shared among its sentences by their share of the part's letters and digits — speech
 * time follows the text closely enough for reading along, and needs no word timings the service
 * does not give.
 */

export interface RenderedPart {
  /** What the part says, as written (without pause markers). */
  text: string;
  durationMs: number;
  /** Silence in the file just before and after this part's speech. */
  beforeMs?: number;
  afterMs?: number;
}

export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

export type CueGrouping = 'part' | 'sentence';

const spoken = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

export function cuesOf(parts: readonly RenderedPart[], grouping: CueGrouping, gapMs = 0): Cue[] {
  const cues: Cue[] = [];
  let at = 0;
  for (const part of parts) {
    at += part.beforeMs ?? 0;
    const text = part.text.trim();
    if (text !== '' && part.durationMs > 0) {
      if (grouping === 'part') cues.push({ startMs: Math.round(at), endMs: Math.round(at + part.durationMs), text });
      else cues.push(...sentenceCues(text, at, part.durationMs));
    }
    at += part.durationMs + (part.afterMs ?? 0) + gapMs;
  }
  return cues;
}

function sentenceCues(text: string, startMs: number, durationMs: number): Cue[] {
  const sentences = splitSentences(text, 200);
  const weights = sentences.map((sentence) => Math.max(1, spoken(sentence)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cues: Cue[] = [];
  let done = 0;
  sentences.forEach((sentence, index) => {
    const from = startMs + (durationMs * done) / total;
    done += weights[index]!;
    // The last cue ends exactly with the part, whatever rounding did before.
    const to = index === sentences.length - 1 ? startMs + durationMs : startMs + (durationMs * done) / total;
    cues.push({ startMs: Math.round(from), endMs: Math.round(to), text: sentence });
  });
  return cues;
}

/** The audio as written: what trimming cut from the start, and how long the file plays. */
export interface WrittenAudio {
  trimmedStartMs: number;
  durationMs: number;
}

/**
 * Cues timed to the file actually written: moved earlier by what trimming cut from the start, and
 * kept inside [0, duration] (a cue wholly in trimmed silence is dropped, one across an edge cut).
 */
export function fitCues(cues: readonly Cue[], written: WrittenAudio): Cue[] {
  const end = Math.floor(written.durationMs);
  return cues
    .map((cue) => ({
      text: cue.text,
      startMs: Math.max(0, cue.startMs - written.trimmedStartMs),
      endMs: Math.min(end, cue.endMs - written.trimmedStartMs),
    }))
    .filter((cue) => cue.endMs > cue.startMs);
}
