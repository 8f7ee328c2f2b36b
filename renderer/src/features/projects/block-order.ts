import { activeStudio } from '../../transport';
import { realIdOf } from './block-identity';
import { flushBlock } from './block-save';
import { reloadChapter } from './chapter-actions';
import { blockAt, indexOfBlock, showBlocks } from './chapter-blocks';
import { clearRefusal, getProjects, refuse, setProjects } from './projects-state';

/**
 * A block's place in its chapter: Move up / Move down (Alt+Shift+↑/↓ in a block) and New block
 * (an empty block after this one). Focus follows the block; the editor's status line says where
 * a moved block went, so a screen-reader user hears it.
 */

const requestFocus = (blockId: string) => setProjects({ focusRequest: { blockId, caret: null } });

/** Moves a block one place up (-1) or down (+1) in its chapter, with its takes. */
export async function moveBlock(shownId: string, by: -1 | 1): Promise<boolean> {
  const chapter = getProjects().chapter;
  const index = indexOfBlock(shownId);
  const toPosition = index + by;
  if (!chapter || index < 0 || !blockAt(toPosition)) return false;
  const blockId = await realIdOf(shownId);
  if (!blockId || !(await flushBlock(blockId))) return false;
  const moved = await activeStudio().blocks.move({ blockId, toChapterId: chapter.id, toPosition });
  if (!moved.ok) {
    refuse('block', moved.error);
    return false;
  }
  clearRefusal('block');
  setProjects({ project: moved.value });
  // The same blocks in their new order at once; the core's reading then replaces the guess.
  const now = getProjects().chapter?.blocks ?? [];
  const at = now.findIndex((b) => b.id === blockId);
  if (at >= 0) {
    const rest = now.filter((b) => b.id !== blockId);
    showBlocks([...rest.slice(0, toPosition), now[at]!, ...rest.slice(toPosition)]);
  }
  setProjects({ notice: { tone: 'info', key: 'projects.blocks.moved', values: { n: toPosition + 1, count: now.length } } });
  requestFocus(blockId);
  await reloadChapter();
  return true;
}

/** New block: an empty block right after this one, with the focus in it. */
export async function insertBlockAfter(shownId: string): Promise<void> {
  const chapter = getProjects().chapter;
  const afterBlockId = await realIdOf(shownId);
  if (!chapter || !afterBlockId || !(await flushBlock(afterBlockId))) return;
  const made = await activeStudio().blocks.insert({ chapterId: chapter.id, afterBlockId, text: '' });
  if (!made.ok) return refuse('block', made.error);
  clearRefusal('block');
  const now = getProjects().chapter?.blocks ?? [];
  const at = now.findIndex((b) => b.id === afterBlockId);
  if (at >= 0) showBlocks([...now.slice(0, at + 1), ...made.value.blocks, ...now.slice(at + 1)]);
  const first = made.value.blocks[0];
  if (first) requestFocus(first.id);
}
