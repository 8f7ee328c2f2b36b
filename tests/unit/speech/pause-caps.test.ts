import { describe, expect, it } from 'vitest';
import { checkGeneration } from '../../../shared/model/generation-rules';
import { checkPauseCaps, pauseCapProblem, pauseCapsMs } from '../../../shared/model/pause-caps';
import { cutAtPauseMarkers, pausesOfPart, splitScript } from '../../../shared/text';

// Issue 33 item 16: markers stack, and nothing capped their total. 1,660 `[pause 30s]` in one part
// of under 20,000 characters is 13.8 hours of silence.
const run = (n: number, marker = '[pause 30s]') => marker.repeat(n);
const refusal = (result: { ok: boolean; error?: { messageKey?: string; field?: string } }) =>
  result.ok ? null : { key: result.error!.messageKey, field: result.error!.field };

describe('pause caps', () => {
  it('refuses a part whose pauses add up to more than 2 minutes, before anything is sent', () => {
    const part = `${run(1_660)}Hello there.`;
    expect(part.length).toBeLessThan(20_000);
    expect(pausesOfPart(part).beforeMs).toBe(1_660 * 30_000);
    const checked = checkGeneration({ voiceId: 'v', script: part }, 'part');
    expect(refusal(checked)).toEqual({ key: 'PausesTooLongInPart', field: 'script' });
    expect(!checked.ok && checked.error.message).toBe(
      'Its pause markers add up to 830 min of silence; one part may carry at most 2 min. Remove some of them.',
    );
  });

  it('accepts a part with exactly 2 minutes around it, before and after together', () => {
    const part = `${run(2)}Hello there.${run(2, '[وقفة ٣٠ث]')}`;
    expect(pausesOfPart(part)).toEqual({ beforeMs: 60_000, afterMs: 60_000 });
    expect(checkGeneration({ voiceId: 'v', script: part }, 'part').ok).toBe(true);
    expect(refusal(checkGeneration({ voiceId: 'v', script: `${part}[pause 0.1s]` }, 'part'))).toEqual({
      key: 'PausesTooLongInPart',
      field: 'script',
    });
  });

  it('refuses a render whose pauses add up to more than an hour, naming a part over its own cap first', () => {
    // 121 parts each followed by 30 s: 60.5 minutes in all, no part over its own cap.
    const parts = Array.from({ length: 121 }, (_, i) => `Line ${i}.[pause 30s]`);
    expect(refusal(checkPauseCaps(parts))).toEqual({ key: 'PausesTooLongInRender', field: 'script' });
    expect(checkPauseCaps(parts.slice(0, 120)).ok).toBe(true);
    const withLongPart = [...parts.slice(0, 3), `Long.${run(5)}`];
    expect(refusal(checkPauseCaps(withLongPart))).toEqual({ key: 'PausesTooLongInPart', field: 'parts.3' });
    expect(pauseCapProblem(withLongPart)).toEqual({ kind: 'part', index: 3, totalMs: 150_000 });
    expect(pauseCapsMs).toEqual({ part: 120_000, render: 3_600_000 });
  });

  it('splits a script with a thousand markers in a row the same way, each run of markers with its part', () => {
    const text = `One.${run(1_000)} Two.[pause 1s] Three.`;
    const chunks = cutAtPauseMarkers(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks.map(pausesOfPart)).toEqual([
      { beforeMs: 0, afterMs: 30_000 },
      { beforeMs: 999 * 30_000, afterMs: 1_000 },
      { beforeMs: 0, afterMs: 0 },
    ]);
    expect(splitScript(text)).toEqual(chunks);
  });
});
