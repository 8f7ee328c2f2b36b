import { SAMPLE_RATE, type SpeechEngine, type SpeechRequest, type SpeechResult } from './types';

/**
 * A stand-in for speech where no speech engine loads: a syllable-like modulated tone with pauses
 * at spaces and punctuation, lasting about as long as the text would take to say. The WAV it ends
 * up in says "synthetic" in its LIST/INFO comment. Deterministic: the same text gives the same file.
 */
export const syntheticSpeech: SpeechEngine = {
  name: 'synthetic',
  synthesize(request: SpeechRequest): Promise<SpeechResult> {
    return Promise.resolve({ samples: renderSyllables(request), sampleRate: SAMPLE_RATE, engine: 'synthetic' });
  },
};

/** Roughly what espeak takes per character at normal speed (measured: ~56 ms English, ~87 ms Arabic). */
const MS_PER_LETTER = { en: 60, ar: 80 } as const;
const LETTERS_PER_SYLLABLE = 2.5;
const SPACE_MS = 70;
const PUNCTUATION_MS = 280;

interface Segment {
  kind: 'syllable' | 'pause';
  ms: number;
}

function segmentsOf(request: SpeechRequest): Segment[] {
  const segments: Segment[] = [];
  const letterMs = MS_PER_LETTER[request.language] / request.speed;
  for (const token of request.text.match(/[\p{L}\p{M}\p{N}]+|[.!?,;:\u061F\u061B\u060C]|\s+/gu) ?? []) {
    if (/^\s+$/u.test(token)) segments.push({ kind: 'pause', ms: SPACE_MS / request.speed });
    else if (/^[.!?,;:\u061F\u061B\u060C]$/u.test(token)) segments.push({ kind: 'pause', ms: PUNCTUATION_MS / request.speed });
    else {
      const letters = [...token.replace(/\p{M}/gu, '')].length;
      const syllables = Math.max(1, Math.round(letters / LETTERS_PER_SYLLABLE));
      const ms = (letters * letterMs) / syllables;
      for (let i = 0; i < syllables; i += 1) segments.push({ kind: 'syllable', ms });
    }
  }
  return segments;
}

function renderSyllables(request: SpeechRequest): Int16Array {
  const segments = segmentsOf(request);
  const totalSamples = Math.ceil((segments.reduce((sum, s) => sum + s.ms, 0) * SAMPLE_RATE) / 1000);
  const out = new Int16Array(totalSamples);
  const baseF0 = 90 + request.pitch * 1.6;
  const swing = 0.05 + 0.2 * Math.min(1, Math.max(0, request.expressiveness));
  let at = 0;
  let phase = 0;
  segments.forEach((segment, index) => {
    const length = Math.round((segment.ms * SAMPLE_RATE) / 1000);
    if (segment.kind === 'syllable') {
      // Each syllable glides in pitch; the contour varies by position, like intonation.
      const start = baseF0 * (1 + swing * Math.sin(index * 1.7));
      const end = start * (1 - swing / 2);
      for (let i = 0; i < length && at + i < out.length; i += 1) {
        const t = i / length;
        const f0 = start + (end - start) * t;
        phase += (2 * Math.PI * f0) / SAMPLE_RATE;
        const envelope = Math.sin(Math.PI * t) ** 2;
        const tone = Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase);
        out[at + i] = Math.round(envelope * tone * 9_000);
      }
    }
    at += length;
  });
  return out;
}
