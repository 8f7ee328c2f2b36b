export const TIMED_OUT: unique symbol = Symbol('timed out');

/**
 * Waits for `work` at most `ms`. A keychain call cannot be cancelled (it runs on a libuv thread
 * inside the native module), so on timeout the call is abandoned: its late result or rejection is
 * swallowed so it can never surface as an unhandled rejection.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
