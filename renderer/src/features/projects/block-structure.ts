import { dialogueLineOf } from '../../../../shared/model/block-text';
import type { Block } from '../../../../shared/model/projects';
import { activeStudio } from '../../transport';
import { hideBlock, isProvisional, provisionalBlock, realIdOf, showBlockAgain, withBlocksLocked } from './block-identity';
import { forgetBlockOverrides } from './block-overrides';
import { setEdit, textOf } from './block-save';
import { reloadChapter } from './chapter-actions';
import { blockAt, indexOfBlock, replaceBlocks, showBlocks } from './chapter-blocks';
import { clearRefusal, getProjects, refuse, setProjects } from './projects-state';

/**
 * Enter and Backspace change the blocks on screen at once, the way the core will (the same trims
 * and joins as electron/core/projects/block-edits.ts), so what is typed next lands where the caret
 * is; the core's answer then takes the place of the guess. A refusal puts the text back into one
 * block: nothing typed is lost.
 */

const requestFocus = (blockId: string, caret: number | null) => setProjects({ focusRequest: { blockId, caret } });
const coreTextOf = (blockId: string) => getProjects().chapter?.blocks.find((b) => b.id === blockId)?.text;

/** Makes the core hold exactly this text for the block before a split or merge acts on it. */
async function writeExactly(blockId: string, text: string, coreText: string | undefined): Promise<boolean> {
  if (text === coreText) return true;
  const written = await activeStudio().blocks.update({ blockId, text });
  if (!written.ok) refuse('block', written.error);
  // A text with blank lines would have become several blocks: the guess no longer holds.
  return written.ok && written.value.blocks.length === 1;
}

/** Enter at `at` in `full` (what the block's field holds): the rest becomes a new block after it. */
export function splitBlock(block: Block, full: string, at: number): Promise<void> {
  const chapter = getProjects().chapter;
  const index = indexOfBlock(block.id);
  if (!chapter || index < 0) return Promise.resolve();
  const head = full.slice(0, at).replace(/\s+$/u, '');
  const tail = full.slice(at).replace(/^\s+/u, '');
  const made = provisionalBlock();
  const guess: Block = {
    ...block,
    id: made.id,
    text: tail,
    speaker: dialogueLineOf(tail)?.speaker ?? block.speaker,
    status: 'new',
    failure: null,
    chosenTake: null,
    takeCount: 0,
    contentHash: '',
  };
  showBlocks([...chapter.blocks.slice(0, index + 1), guess, ...chapter.blocks.slice(index + 1)]);
  setEdit(block.id, head);
  requestFocus(made.id, 0);
  return withBlocksLocked([block.id], async () => {
    // A block Enter made a moment ago is split once the core has made it.
    const id = await realIdOf(block.id);
    const split = id && (await writeExactly(id, full, coreTextOf(id))) ? await activeStudio().blocks.split({ blockId: id, at }) : null;
    // What was typed into the new block meanwhile goes with it.
    const typed = getProjects().edits[made.id]?.text ?? tail;
    setEdit(made.id, null);
    if (!id || !split?.ok) {
      if (split && !split.ok) refuse('block', split.error);
      made.settle(null);
      showBlocks((getProjects().chapter?.blocks ?? []).filter((b) => b.id !== made.id));
      if (id) setEdit(id, [head, typed].filter((part) => part.trim() !== '').join('\n'));
      return void (await reloadChapter());
    }
    clearRefusal('block');
    const [first, second] = split.value.blocks;
    made.settle(second?.id ?? null);
    replaceBlocks(id, split.value.blocks, [made.id]);
    if (getProjects().edits[id]?.text === first?.text) setEdit(id, null);
    if (second && typed !== second.text) setEdit(second.id, typed);
    const { focusRequest: focus, currentBlockId } = getProjects();
    if (second && focus?.blockId === made.id) requestFocus(second.id, focus.caret);
    if (second && currentBlockId === made.id) setProjects({ currentBlockId: second.id });
  });
}

/** Joins a block with the next one (a line break between them); the caret goes where they meet. */
export function mergeWithNext(blockId: string): Promise<void> {
  const index = indexOfBlock(blockId);
  const first = blockAt(index);
  const next = blockAt(index + 1);
  const chapter = getProjects().chapter;
  if (!first || !next || !chapter) return Promise.resolve();
  const firstText = textOf(first);
  const nextText = textOf(next);
  const joined = [firstText, nextText].filter((part) => part.trim() !== '').join('\n');
  const caret = firstText.trim() === '' ? 0 : firstText.length + (nextText.trim() === '' ? 0 : 1);
  hideBlock(next.id);
  showBlocks(chapter.blocks.filter((b) => b.id !== next.id));
  setEdit(next.id, null);
  setEdit(first.id, joined);
  requestFocus(first.id, caret);
  return withBlocksLocked([first.id, next.id], async () => {
    const [firstId, nextId] = await Promise.all([realIdOf(first.id), realIdOf(next.id)]);
    // The next block's typed text went into the join: it is no longer its own to write.
    if (nextId) setEdit(nextId, null);
    const ready =
      firstId !== null &&
      nextId !== null &&
      (await writeExactly(nextId, nextText, isProvisional(next.id) ? undefined : next.text)) &&
      (await writeExactly(firstId, firstText, coreTextOf(firstId)));
    const merged = ready ? await activeStudio().blocks.merge({ blockId: firstId }) : null;
    showBlockAgain([next.id, nextId]);
    if (!firstId || !merged?.ok) {
      if (merged && !merged.ok) refuse('block', merged.error);
      // Not joined: each block gets its own text back (kept as typed, written on the next change).
      if (firstId) setEdit(firstId, firstText);
      if (nextId) setEdit(nextId, nextText);
      return void (await reloadChapter());
    }
    clearRefusal('block');
    forgetBlockOverrides([nextId]);
    replaceBlocks(firstId, merged.value.blocks, [next.id, nextId!]);
    if (getProjects().edits[firstId]?.text === merged.value.blocks[0]?.text) setEdit(firstId, null);
  });
}
