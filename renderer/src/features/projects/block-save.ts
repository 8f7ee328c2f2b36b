import type { Block } from '../../../../shared/model/projects';
import { activeStudio } from '../../transport';
import { replaceBlocks } from './chapter-blocks';
import { getProjects, setProjects } from './projects-state';

/**
 * A block's text is written continuously, as drafts were: each change schedules a write a moment
 * later, and leaving the block, splitting, merging, generating or leaving the project write at
 * once. Writes of one block run one at a time and the newest text always ends up written. A write
 * the core refuses keeps the text on screen with the reason, and is tried again on the next change
 * or after a pause: nothing typed is dropped.
 */

export const SAVE_DELAY_MS = 400;
export const RETRY_MS = 3_000;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const inFlight = new Map<string, Promise<boolean>>();

function cancelTimer(blockId: string): void {
  const timer = timers.get(blockId);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(blockId);
}

function schedule(blockId: string, ms: number): void {
  cancelTimer(blockId);
  timers.set(
    blockId,
    setTimeout(() => void flushBlock(blockId), ms),
  );
}

/** The text the block shows: what was typed if not yet written, else the core's. */
export function textOf(block: Block): string {
  return getProjects().edits[block.id]?.text ?? block.text;
}

/** The user typed in a block. */
export function editBlockText(blockId: string, text: string): void {
  const { edits } = getProjects();
  setProjects({ edits: { ...edits, [blockId]: { text, error: edits[blockId]?.error ?? null } } });
  schedule(blockId, SAVE_DELAY_MS);
}

function dropEdit(blockId: string): void {
  const { [blockId]: _written, ...rest } = getProjects().edits;
  setProjects({ edits: rest });
}

/**
 * Writes the block's pending text now. True once the core has the newest text (or there was
 * nothing to write); false when it refused it (the reason shows on the block).
 */
export async function flushBlock(blockId: string): Promise<boolean> {
  cancelTimer(blockId);
  for (let running = inFlight.get(blockId); running; running = inFlight.get(blockId)) await running;
  const pending = getProjects().edits[blockId];
  if (!pending) return true;
  const block = getProjects().chapter?.blocks.find((b) => b.id === blockId);
  if (!block || block.text === pending.text) {
    dropEdit(blockId);
    return true;
  }
  const write = write_(blockId, pending.text);
  inFlight.set(blockId, write);
  const written = await write;
  inFlight.delete(blockId);
  if (!written) {
    schedule(blockId, RETRY_MS);
    return false;
  }
  // Typed again while the write was on its way: write that too.
  return getProjects().edits[blockId] ? flushBlock(blockId) : true;
}

async function write_(blockId: string, text: string): Promise<boolean> {
  const saved = await activeStudio().blocks.update({ blockId, text });
  const now = getProjects().edits[blockId];
  if (!saved.ok) {
    if (now) setProjects({ edits: { ...getProjects().edits, [blockId]: { ...now, error: saved.error } } });
    return false;
  }
  // The written text is what shows now unless the user typed on meanwhile.
  if (now && now.text === text) dropEdit(blockId);
  else if (now) setProjects({ edits: { ...getProjects().edits, [blockId]: { text: now.text, error: null } } });
  replaceBlocks(blockId, saved.value.blocks);
  return true;
}

/** Writes every block with pending text; true when all of them are written. */
export async function flushAllBlocks(): Promise<boolean> {
  const ids = Object.keys(getProjects().edits);
  const results = await Promise.all(ids.map((id) => flushBlock(id)));
  return results.every(Boolean);
}

/** Another project opens or this one was deleted: its pending writes belong to no screen. */
export function forgetPendingEdits(): void {
  for (const id of [...timers.keys()]) cancelTimer(id);
}

/** Tests: forget timers and writes in flight. */
export function resetBlockSaving(): void {
  forgetPendingEdits();
  inFlight.clear();
}
