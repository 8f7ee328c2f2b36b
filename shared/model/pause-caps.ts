import { fail, ok, type Result, type StudioError } from '../contract/errors';
import { pausesOfPart } from '../text';

/**
 * Caps on the silence pause markers add, checked before anything is sent and again before a join
 * is written. A marker is at most 30 s, but markers stack: a run of 1,660 `[pause 30s]` is almost
 * 14 hours of silence in under 20,000 characters.
 *
 * - One part: 2 minutes of silence around it (two full markers before and two after). A longer gap
 *   in one place is almost always a paste gone wrong; a deliberate one is better as two recordings.
 * - One render: 1 hour in all. A drill script (a phrase, then 5 s to repeat it) of 700 phrases fits;
 *   a render that is more silence than that is mostly silence. An hour of 48 kHz 16-bit stereo
 *   silence is 0.7 GB, which leaves room for hours of speech under a WAV file's 4 GB limit.
 */
export const pauseCapsMs = { part: 2 * 60_000, render: 60 * 60_000 } as const;

export type PauseCapProblem = { kind: 'part'; index: number; totalMs: number } | { kind: 'render'; totalMs: number };

/** The first cap the parts' pauses break (a part's own first, by index), or null. */
export function pauseCapProblem(parts: readonly string[]): PauseCapProblem | null {
  let renderMs = 0;
  for (const [index, part] of parts.entries()) {
    const { beforeMs, afterMs } = pausesOfPart(part);
    const totalMs = beforeMs + afterMs;
    if (totalMs > pauseCapsMs.part) return { kind: 'part', index, totalMs };
    renderMs += totalMs;
  }
  return renderMs > pauseCapsMs.render ? { kind: 'render', totalMs: renderMs } : null;
}

/** One part's cap, as a rule of the part scope (the caller names the part, as for every part rule). */
export function checkPartPauses(part: string): Result<null> {
  const problem = pauseCapProblem([part]);
  return problem?.kind === 'part' ? partRefusal(problem.totalMs) : ok(null);
}

/**
 * Both caps over a render's parts: a part over its cap is named (`parts.<i>`, "Part N"), as every
 * part refusal is; a render over its cap names the script.
 */
export function checkPauseCaps(parts: readonly string[]): Result<null> {
  const problem = pauseCapProblem(parts);
  if (!problem) return ok(null);
  if (problem.kind === 'part') {
    const refused = partRefusal(problem.totalMs);
    return fail('VALIDATION', `Part ${problem.index + 1}: ${refused.error.message}`, { ...refused.error, field: `parts.${problem.index}` });
  }
  return fail(
    'VALIDATION',
    `The pause markers add up to ${formatDuration(problem.totalMs)} of silence; one recording may carry at most ${formatDuration(pauseCapsMs.render)}. Remove some of them, or make several recordings.`,
    { field: 'script', messageKey: 'PausesTooLongInRender' },
  );
}

function partRefusal(totalMs: number): { ok: false; error: StudioError } {
  return {
    ok: false,
    error: {
      code: 'VALIDATION',
      message: `Its pause markers add up to ${formatDuration(totalMs)} of silence; one part may carry at most ${formatDuration(pauseCapsMs.part)}. Remove some of them.`,
      field: 'script',
      messageKey: 'PausesTooLongInPart',
    },
  };
}

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 6) / 10} min`;
}
