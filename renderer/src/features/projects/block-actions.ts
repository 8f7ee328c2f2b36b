import type { Block, BlockTake } from '../../../../shared/model/projects';
import { player, usePlayerStore } from '../../audio';
import { i18n } from '../../i18n';
import { activeStudio } from '../../transport';
import { flushBlock, textOf } from './block-save';
import { blockAt, indexOfBlock, replaceBlock, replaceBlocks, showChapter } from './chapter-blocks';
import { clearRefusal, getProjects, refuse, setProjects } from './projects-state';

/**
 * What the user does to blocks besides typing: split (Enter), merge (Backspace at the start,
 * Delete at the end), delete, give a voice, generate, play, and the takes. Each writes the
 * block's typed text first, so the core acts on what the user sees.
 */

export const requestFocus = (blockId: string, caret: number | null = null) => setProjects({ focusRequest: { blockId, caret } });
export const focusDone = () => setProjects({ focusRequest: null });
export const noteCurrentBlock = (blockId: string) => {
  if (getProjects().currentBlockId !== blockId) setProjects({ currentBlockId: blockId });
};

/** Moves focus to the block `by` places away (Alt+↑/↓), keeping the caret at the same end. */
export function focusNeighbour(blockId: string, by: -1 | 1): boolean {
  const next = blockAt(indexOfBlock(blockId) + by);
  if (!next) return false;
  requestFocus(next.id, by < 0 ? textOf(next).length : 0);
  return true;
}

/** Enter: the text after the caret becomes a new block after this one. */
export async function splitBlock(blockId: string, at: number): Promise<void> {
  if (!(await flushBlock(blockId))) return;
  const split = await activeStudio().blocks.split({ blockId, at });
  if (!split.ok) return refuse('block', split.error);
  clearRefusal('block');
  replaceBlocks(blockId, split.value.blocks);
  const second = split.value.blocks[1] ?? split.value.blocks[0];
  if (second) requestFocus(second.id, 0);
}

/** Joins a block with the next one; the caret goes where the two texts meet. */
export async function mergeWithNext(blockId: string): Promise<void> {
  const index = indexOfBlock(blockId);
  const first = blockAt(index);
  const next = blockAt(index + 1);
  if (!first || !next) return;
  if (!(await flushBlock(blockId)) || !(await flushBlock(next.id))) return;
  const joinedAt = textOf(first).length;
  const merged = await activeStudio().blocks.merge({ blockId });
  if (!merged.ok) return refuse('block', merged.error);
  clearRefusal('block');
  replaceBlocks(blockId, merged.value.blocks, [next.id]);
  const kept = merged.value.blocks[0];
  if (!kept) return;
  // The join puts a paragraph break between the two texts: the caret goes after it.
  const rest = textOf(next);
  requestFocus(kept.id, rest === '' ? joinedAt : Math.max(joinedAt, kept.text.length - rest.length));
}

export async function deleteBlock(blockId: string): Promise<void> {
  const index = indexOfBlock(blockId);
  const deleted = await activeStudio().blocks.delete({ blockId });
  if (!deleted.ok) return refuse('block', deleted.error);
  clearRefusal('block');
  const { [blockId]: _gone, ...edits } = getProjects().edits;
  setProjects({ edits });
  showChapter(deleted.value);
  const near = deleted.value.blocks[Math.min(index, deleted.value.blocks.length - 1)];
  if (near) requestFocus(near.id);
}

/** A block's own voice (null: its speaker's, chapter's or project's). */
export async function setBlockVoice(block: Block, voiceId: string | null): Promise<void> {
  if (!(await flushBlock(block.id))) return;
  const text = textOf(block);
  const changed = await activeStudio().blocks.update({ blockId: block.id, text, voiceId });
  if (!changed.ok) return refuse('block', changed.error);
  clearRefusal('block');
  replaceBlocks(block.id, changed.value.blocks);
}

/** Ctrl/Cmd+Enter or the block's Generate: the queue sends it (once per content). */
export async function generateBlock(blockId: string): Promise<void> {
  const project = getProjects().project;
  if (!project || !(await flushBlock(blockId))) return;
  const started = await activeStudio().queue.start({ projectId: project.id, blockIds: [blockId] });
  if (!started.ok) return refuse('generate', started.error);
  clearRefusal('generate');
  setProjects({ queue: started.value });
}

function blockTitle(block: Block): string {
  return i18n.t('projects.blocks.name', { n: block.position + 1 });
}

/** Plays the block's chosen take; pressed again while it plays, pauses it (Alt+P in a block). */
export function playBlock(block: Block): void {
  const take = block.chosenTake;
  if (!take) {
    setProjects({ notice: { tone: 'info', key: 'projects.blocks.nothingToPlay', values: { n: block.position + 1 } } });
    return;
  }
  const { clipId, status } = usePlayerStore.getState();
  if (clipId === take.historyId && (status === 'playing' || status === 'loading')) return player.toggle();
  player.play({ id: take.historyId, src: take.audioUrl, title: blockTitle(block), kind: 'long' });
}

export async function loadTakes(blockId: string): Promise<void> {
  const listed = await activeStudio().blocks.takes({ blockId });
  if (!listed.ok) return refuse('takes', listed.error);
  clearRefusal('takes');
  setProjects({ takes: { ...getProjects().takes, [blockId]: listed.value } });
}

/** "Use this take": the chapter's render uses it from now on. */
export async function chooseTake(blockId: string, take: BlockTake): Promise<void> {
  const chosen = await activeStudio().blocks.chooseTake({ blockId, historyId: take.historyId });
  if (!chosen.ok) return refuse('takes', chosen.error);
  clearRefusal('takes');
  replaceBlock(chosen.value);
  await loadTakes(blockId);
}
