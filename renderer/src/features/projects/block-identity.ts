/**
 * Blocks the editor made before the core did. Enter and Backspace change the blocks on screen at
 * once, so the next keys land where the user sees the caret; the core's answer arrives a moment
 * later. Until then:
 * - a block made by Enter has a provisional id ("new-…"); writes of it wait for its real id, and
 *   its row keeps the provisional key, so the field being typed in is never remounted;
 * - blocks in a split or merge are locked: their text is written when the core has done the
 *   change, never half-way through it.
 */

const provisionalPrefix = 'new-';
let made = 0;
/** provisional id → the real id once known (null: the core refused, the block is gone). */
const settledIds = new Map<string, string | null>();
const waiting = new Map<string, Promise<string | null>>();
/** real id → the key its row was first rendered under. */
const rowKeys = new Map<string, string>();
const locks = new Map<string, Promise<void>>();
/** Blocks a merge took off the screen before the core did: an answer in the meantime keeps them off. */
const hidden = new Set<string>();

export const isProvisional = (id: string) => id.startsWith(provisionalPrefix);

/** A provisional id, and the function that settles it with the core's id (null when refused). */
export function provisionalBlock(): { id: string; settle: (realId: string | null) => void } {
  const id = `${provisionalPrefix}${++made}`;
  let settle!: (realId: string | null) => void;
  waiting.set(
    id,
    new Promise((resolve) => {
      settle = (realId) => {
        settledIds.set(id, realId);
        waiting.delete(id);
        if (realId !== null) rowKeys.set(realId, id);
        if (realId !== null && hidden.has(id)) hidden.add(realId);
        resolve(realId);
      };
    }),
  );
  return { id, settle };
}

/** The id the core knows a block by, once it does (at once for a block the core made). */
export async function realIdOf(id: string): Promise<string | null> {
  if (!isProvisional(id)) return id;
  if (settledIds.has(id)) return settledIds.get(id)!;
  return (await waiting.get(id)) ?? null;
}

/** The real id if the block is settled already, else the id as given (for calls made in passing). */
export const currentIdOf = (id: string): string => (isProvisional(id) ? (settledIds.get(id) ?? id) : id);

/** The key a block's row keeps for its whole life on screen. */
export const rowKeyOf = (id: string): string => rowKeys.get(id) ?? id;

export const hideBlock = (id: string) => void hidden.add(id);
export const showBlockAgain = (ids: readonly (string | null)[]) => ids.forEach((id) => id !== null && hidden.delete(id));
export const isHidden = (id: string) => hidden.has(id);

/** Runs `change` with these blocks locked; it starts once earlier changes of them are done. */
export function withBlocksLocked<T>(ids: readonly string[], change: () => Promise<T>): Promise<T> {
  const before = ids.map((id) => locks.get(id)).filter((lock): lock is Promise<void> => lock !== undefined);
  const run = Promise.all(before).then(change);
  const done = run.then(
    () => undefined,
    () => undefined,
  );
  for (const id of ids) locks.set(id, done);
  void done.then(() => {
    for (const id of ids) if (locks.get(id) === done) locks.delete(id);
  });
  return run;
}

/** Resolves once no split or merge of the block is in flight. */
export async function unlocked(id: string): Promise<void> {
  for (let lock = locks.get(id); lock; lock = locks.get(id)) await lock;
}

/** Tests: forget every provisional block and lock. */
export function resetBlockIdentity(): void {
  settledIds.clear();
  waiting.clear();
  rowKeys.clear();
  locks.clear();
  hidden.clear();
}
