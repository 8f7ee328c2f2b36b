import type { Howl } from 'howler';
import { mediaElementOf } from './howler-fit';

/** Longest the views wait for the load to begin: past it, the bar shows the play anyway. */
const longestWaitMs = 200;

/**
 * Calls `done` once Chromium has begun loading the Howl's <audio> (its 'loadstart', queued after
 * the request is made), on an error, or after longestWaitMs, whichever is first; at once when
 * there is no element to watch.
 */
export function whenLoadBegins(howl: Howl, done: () => void): void {
  const node = mediaElementOf(howl);
  if (!node) {
    done();
    return;
  }
  const finish = () => {
    clearTimeout(timer);
    node.removeEventListener('loadstart', finish);
    node.removeEventListener('error', finish);
    done();
  };
  const timer = setTimeout(finish, longestWaitMs);
  node.addEventListener('loadstart', finish);
  node.addEventListener('error', finish);
}
