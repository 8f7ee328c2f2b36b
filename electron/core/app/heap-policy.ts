import { setFlagsFromString } from 'node:v8';

/**
 * The core's process grows its V8 heap by at most 30% past what the last full collection kept.
 *
 * Why: the core holds little during a full sync but makes short-lived objects fast — every listed
 * page and every clip download. Left to its own growing factor (up to 4× when collections look
 * cheap), V8 let the heap fill with several times the live set in garbage before a full
 * collection, and the process's peak RSS followed. 1.3 is the factor V8 itself falls back to when
 * it is asked to save memory; with it a full sync peaks lower for the same CPU time (the
 * collections are more frequent, each over a small live set): `npm run bench -- history-scale`,
 * "full sync, peak RSS of the core's process", with the core's CPU in its note. The flag is read
 * at each collection, so setting it once the process runs takes effect from the next one; it is
 * the process's setting, which is why the core (the process's main tenant in Electron and in web
 * mode alike) is what sets it.
 */
const heapGrowingPercent = 30;

let applied = false;

export function favourSmallHeap(): void {
  if (applied) return;
  applied = true;
  setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}
