import { useEffect, useState } from 'react';
import type { ClipWaveform } from '../../../shared/model/audio';
import { activeStudio } from '../transport';

/** Bars drawn across the waveform: enough for a wide window, small enough to send at once. */
const buckets = 600;

export type WaveformState = { status: 'loading' } | { status: 'ready'; waveform: ClipWaveform } | { status: 'failed'; reason: string };

/** The core's waveform of the clip at `src` (computed there, never decoded in the page). */
export function useWaveform(src: string | null): WaveformState {
  const [state, setState] = useState<{ src: string | null; value: WaveformState }>({ src: null, value: { status: 'loading' } });
  useEffect(() => {
    if (!src) return;
    let live = true;
    void activeStudio()
      .audio.waveform({ src, buckets })
      .then((result) => {
        if (live)
          setState({
            src,
            value: result.ok ? { status: 'ready', waveform: result.value } : { status: 'failed', reason: result.error.message },
          });
      });
    return () => {
      live = false;
    };
  }, [src]);
  return state.src === src ? state.value : { status: 'loading' };
}
