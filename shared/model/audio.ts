/** What the player is told about a clip beyond its audio (the audio itself is served by path). */

/** A clip's waveform for the player: each bucket's largest magnitude (0–1), start to end. */
export interface ClipWaveform {
  durationMs: number;
  peaks: number[];
}
