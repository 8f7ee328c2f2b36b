import type { Howl } from 'howler';

/** Longest the views wait for the load to begin: past it, the bar shows the play anyway. */
const longestWaitMs = 200;

/**
 * The <audio> element of an HTML5 Howl. howler keeps it on its sound and does not expose it;
 * undefined for a Web Audio Howl, or if a howler release ever moves it.
 */
function mediaElementOf(howl: Howl): HTMLMediaElement | undefined {
  const sounds = (howl as unknown as { _sounds?: Array<{ _node?: unknown }> })._sounds;
  const node = sounds?.[0]?._node;
  return node instanceof HTMLMediaElement ? node : undefined;
}

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
