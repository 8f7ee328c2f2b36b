import type { Block } from '../../../../shared/model/projects';
import { activeStudio } from '../../transport';
import { currentIdOf, isProvisional, realIdOf, resetBlockIdentity, unlocked } from './block-identity';
import { replaceBlocks } from './chapter-blocks';
import { getProjects, setProjects } from './projects-state';

/**
 * A block's text is written continuously, as drafts were: each change schedules a write a moment
 * later, and leaving the block, splitting, merging, generating or leaving the project write at
 * once. Writes of one block run one at a time and the newest text always ends up written; a block
 * Enter just made is written once the core has made it, and a block in a split or merge once that
 * is done (block-identity.ts). A write the core refuses keeps the text on screen with the reason,
 * and is tried again on the next change or after a pause: nothing typed is dropped.
 */

export const SAVE_DELAY_MS = 400;
export const RETRY_MS = 3 * 1_000; // Three seconds (written so, as 3_000 reads as the service's limit)
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

/** Sets (or, with null, drops) the text typed in a block that the core does not have yet. */
export function setEdit(blockId: string, text: string | null): void {
  const { [blockId]: before, ...rest } = getProjects().edits;
  setProjects({ edits: text === null ? rest : { ...rest, [blockId]: { text, error: before?.error ?? null } } });
}

/** The user typed in a block. */
export function editBlockText(blockId: string, text: string): void {
  const id = currentIdOf(blockId);
  setEdit(id, text);
  schedule(id, SAVE_DELAY_MS);
}

/** A text set from outside the field (a tool that could not type it in) for the block the user is in. */
export function editCurrentBlockText(text: string): void {
  const blockId = getProjects().currentBlockId;
  if (blockId) editBlockText(blockId, text);
}

/**
 * Writes the block's pending text now. True once the core has the newest text (or there was
 * nothing to write); false when it refused it (the reason shows on the block).
 */
export async function flushBlock(blockId: string): Promise<boolean> {
  cancelTimer(blockId);
  if (isProvisional(blockId)) {
    const realId = await realIdOf(blockId);
    // The split that was to make it was refused: its text went back into the block it came from.
    return realId === null ? true : flushBlock(realId);
  }
  await unlocked(blockId);
  for (let running = inFlight.get(blockId); running; running = inFlight.get(blockId)) await running;
  const pending = getProjects().edits[blockId];
  if (!pending) return true;
  const block = getProjects().chapter?.blocks.find((b) => b.id === blockId);
  if (!block || block.text === pending.text) {
    setEdit(blockId, null);
    return true;
  }
  const write = writeText(blockId, pending.text);
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

async function writeText(blockId: string, text: string): Promise<boolean> {
  const saved = await activeStudio().blocks.update({ blockId, text });
  const now = getProjects().edits[blockId];
  if (!saved.ok) {
    if (now) setProjects({ edits: { ...getProjects().edits, [blockId]: { ...now, error: saved.error } } });
    return false;
  }
  // The written text is what shows now unless the user typed on meanwhile.
  if (now && now.text === text) setEdit(blockId, null);
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

/** Tests: forget timers, writes in flight and provisional blocks. */
export function resetBlockSaving(): void {
  forgetPendingEdits();
  inFlight.clear();
  resetBlockIdentity();
}
