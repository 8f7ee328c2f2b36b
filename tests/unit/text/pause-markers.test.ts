import { describe, expect, it } from 'vitest';
import {
  countScriptChars,
  hasPauseMarkers,
  cutAtPauseMarkers,
  needsSplitting,
  parsePauseMarkers,
  pausesOfPart,
  splitScript,
  stripPauseMarkers,
} from '../../../shared/text';

describe('pause markers', () => {
  it('reads the English and Arabic forms in both digit sets', () => {
    const text = 'One. [pause 1.5s] Two. [وقفة ١٫٥ث] ثلاثة. [pause ٢s] [وقفة 0.25 ث] [PAUSE 3 sec] [وقفة ۱,۵ث]';
    const { markers, problems } = parsePauseMarkers(text);
    expect(problems).toEqual([]);
    expect(markers.map((m) => m.ms)).toEqual([1500, 1500, 2000, 250, 3000, 1500]);
    expect(text.slice(markers[1]!.start, markers[1]!.end)).toBe('[وقفة ١٫٥ث]');
  });

  it('refuses pauses outside 0.1–30 s and markers it cannot read, naming them', () => {
    const { markers, problems } = parsePauseMarkers('a [pause 0.05s] b [pause 31s] c [pause] d [pause 1.5] e [وقفة كثيرة] f [pause 1.5m]');
    expect(markers).toEqual([]);
    expect(problems.map((p) => p.marker)).toEqual([
      '[pause 0.05s]',
      '[pause 31s]',
      '[pause]',
      '[pause 1.5]',
      '[وقفة كثيرة]',
      '[pause 1.5m]',
    ]);
    expect(problems[0]!.message).toBe('The pause "[pause 0.05s]" is 0.05 s; a pause is from 0.1 s to 30 s.');
    expect(problems[2]!.message).toBe('"[pause]" is not a pause marker the studio understands: write [pause 1.5s] or [وقفة ١٫٥ث].');
  });

  it('accepts the limits themselves and leaves other brackets alone', () => {
    expect(parsePauseMarkers('[pause 0.1s][pause 30s]').markers.map((m) => m.ms)).toEqual([100, 30_000]);
    expect(parsePauseMarkers('[paused] [note 1s] [pauses]').markers).toEqual([]);
    expect(parsePauseMarkers('[paused] [note 1s] [pauses]').problems).toEqual([]);
  });

  it('is not counted and not sent', () => {
    expect(countScriptChars('Hello [pause 1.5s]world')).toBe('Hello world'.length);
    expect(countScriptChars('مرحبا [وقفة ١٫٥ث]')).toBe('مرحبا '.length);
    expect(stripPauseMarkers('A [pause 2s]B')).toBe('A B');
  });

  it('cuts after each marker, the parts joining back to the script, pauses placed around parts', () => {
    const text = '[pause 1s]Intro. [pause 1.5s] Body one. Body two.[وقفة ٢ث] ';
    expect(needsSplitting(text)).toBe(true);
    const parts = splitScript(text);
    expect(parts).toEqual(['[pause 1s]Intro. [pause 1.5s]', ' Body one. Body two.[وقفة ٢ث] ']);
    expect(parts.join('')).toBe(text);
    expect(cutAtPauseMarkers('No markers.')).toEqual(['No markers.']);
    expect(parts.map(pausesOfPart)).toEqual([
      { beforeMs: 1000, afterMs: 1500 },
      { beforeMs: 0, afterMs: 2000 },
    ]);
  });

  it('finds every marker however often it is asked', () => {
    const text = 'First line. [pause 1.5s] Second line.[وقفة ٢ث]';
    expect(hasPauseMarkers(text)).toBe(true);
    expect(parsePauseMarkers(text).markers).toHaveLength(2);
    expect(splitScript(text)).toEqual(['First line. [pause 1.5s]', ' Second line.[وقفة ٢ث]']);
  });
});
