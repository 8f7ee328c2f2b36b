import type { Result, StudioApi } from '../../../../shared/contract';
import type { Pong } from '../../../../shared/model/app';

export interface PingOutcome {
  pong: Pong;
  /** Renderer clock, request sent → Result received: the whole road, both ways. */
  roundTripMs: number;
}

/** One `app.ping` over the active transport, timed from the renderer's side. */
export async function pingStudio(
  studio: StudioApi,
  message: string,
  now: () => number = () => performance.now(),
): Promise<Result<PingOutcome>> {
  const started = now();
  const result = await studio.app.ping({ message });
  const roundTripMs = now() - started;
  return result.ok ? { ok: true, value: { pong: result.value, roundTripMs } } : result;
}
