/**
 * Generations in progress, by the request id the renderer made. IPC invocations cannot be
 * aborted from the renderer, so cancelling is its own operation that finds the controller here.
 * A cancel that arrives before its generation started is remembered briefly, so the race
 * (cancel clicked the instant after generate) still cancels.
 */
export class InFlightGenerations {
  private readonly running = new Map<string, AbortController>();
  private readonly cancelledEarly = new Set<string>();

  /** Registers a generation; its signal aborts on tts.cancel or when `callerSignal` aborts. */
  start(requestId: string, callerSignal?: AbortSignal): { signal: AbortSignal; finish: () => void } {
    const controller = new AbortController();
    this.running.set(requestId, controller);
    if (this.cancelledEarly.delete(requestId)) controller.abort();
    const onCallerAbort = () => controller.abort();
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    if (callerSignal?.aborted) controller.abort();
    return {
      signal: controller.signal,
      finish: () => {
        callerSignal?.removeEventListener('abort', onCallerAbort);
        if (this.running.get(requestId) === controller) this.running.delete(requestId);
      },
    };
  }

  isRunning(requestId: string): boolean {
    return this.running.has(requestId);
  }

  cancel(requestId: string): boolean {
    const controller = this.running.get(requestId);
    if (controller) {
      controller.abort();
      return true;
    }
    this.cancelledEarly.add(requestId);
    // Bounded: only the most recent early cancels matter.
    if (this.cancelledEarly.size > 100) this.cancelledEarly.delete(this.cancelledEarly.values().next().value!);
    return false;
  }
}
