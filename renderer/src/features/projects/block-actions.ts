import type { Block, BlockTake } from '../../../../shared/model/projects';
import { player, usePlayerStore } from '../../audio';
import { i18n } from '../../i18n';
import { activeStudio } from '../../transport';
import { realIdOf } from './block-identity';
import { forgetBlockOverrides } from './block-overrides';
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

export async function deleteBlock(shownId: string): Promise<void> {
  const index = indexOfBlock(shownId);
  const blockId = await realIdOf(shownId);
  if (!blockId) return;
  const deleted = await activeStudio().blocks.delete({ blockId });
  if (!deleted.ok) return refuse('block', deleted.error);
  clearRefusal('block');
  forgetBlockOverrides([blockId]);
  const { [blockId]: _gone, ...edits } = getProjects().edits;
  setProjects({ edits });
  showChapter(deleted.value);
  const near = deleted.value.blocks[Math.min(index, deleted.value.blocks.length - 1)];
  if (near) requestFocus(near.id);
}

/** A block's own voice (null: its speaker's, chapter's or project's). */
export async function setBlockVoice(block: Block, voiceId: string | null): Promise<void> {
  const blockId = await realIdOf(block.id);
  if (!blockId || !(await flushBlock(blockId))) return;
  const text = getProjects().chapter?.blocks.find((b) => b.id === blockId)?.text ?? block.text;
  const changed = await activeStudio().blocks.update({ blockId, text, voiceId });
  if (!changed.ok) return refuse('block', changed.error);
  clearRefusal('block');
  replaceBlocks(blockId, changed.value.blocks);
}

/**
 * Takes the block out of its speaker's lines (a block made by Enter after a dialogue line keeps
 * the line's speaker, as the core's split does): it is then read in the chapter's voice.
 */
export async function clearBlockSpeaker(block: Block): Promise<void> {
  const blockId = await realIdOf(block.id);
  if (!blockId || !(await flushBlock(blockId))) return;
  const text = getProjects().chapter?.blocks.find((b) => b.id === blockId)?.text ?? block.text;
  const changed = await activeStudio().blocks.update({ blockId, text, speaker: null });
  if (!changed.ok) return refuse('block', changed.error);
  clearRefusal('block');
  replaceBlocks(blockId, changed.value.blocks);
}

/**
 * Ctrl/Cmd+Enter or the block's Generate: the queue sends it (once per content). `again`
 * (Ctrl/Cmd+Shift+Enter or "Generate again"): a new take although the block is current.
 */
export async function generateBlock(shownId: string, again = false): Promise<void> {
  const project = getProjects().project;
  const blockId = await realIdOf(shownId);
  if (!project || !blockId || !(await flushBlock(blockId))) return;
  const started = await activeStudio().queue.start({ projectId: project.id, blockIds: [blockId], ...(again ? { again } : {}) });
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
