import type { KeyboardEvent } from 'react';
import type { Block } from '../../../../shared/model/projects';
import { focusNeighbour, generateBlock, playBlock } from './block-actions';
import { moveBlock } from './block-order';
import { mergeWithNext, splitBlock } from './block-structure';
import { blockAt, indexOfBlock } from './chapter-blocks';

/**
 * The keys of a block's text field (listed in the shortcut sheet and under the blocks):
 * - Alt+↑/↓ go to the block before or after (Alt+←/→ are the browser's Back and Forward);
 *   Alt+Shift+↑/↓ move the block one place up or down (as on a chapter), the focus with it;
 * - Ctrl/Cmd+Enter generates this block, Ctrl/Cmd+Shift+Enter generates it again (a new take
 *   although it is current); Alt+P plays or pauses it (the studio-wide Alt+P plays or
 *   pauses whatever is loaded: inside a block, "this block" is what the user means);
 * - Enter splits the block at the caret (Shift+Enter is a line break inside the paragraph);
 * - Backspace at its very start joins it to the block before; Delete at its very end joins the next.
 * Handled here, before the window's shortcut listener, which leaves a handled key alone.
 */
export function onBlockKeyDown(event: KeyboardEvent<HTMLTextAreaElement>, block: Block): void {
  if (event.nativeEvent.isComposing) return;
  const field = event.currentTarget;
  const { selectionStart: start, selectionEnd: end } = field;
  const collapsed = start === end;
  const onlyAlt = event.altKey && !event.ctrlKey && !event.metaKey;
  const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
  const act = (run: () => unknown) => {
    event.preventDefault();
    void run();
  };
  if (onlyAlt && !event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
    return act(() => focusNeighbour(block.id, event.key === 'ArrowUp' ? -1 : 1));
  }
  if (onlyAlt && event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
    return act(() => moveBlock(block.id, event.key === 'ArrowUp' ? -1 : 1));
  }
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey) return act(() => generateBlock(block.id, event.shiftKey));
  if (onlyAlt && event.code === 'KeyP') return act(() => playBlock(block));
  // A selection is replaced by the break, as typing Enter over it would.
  if (event.key === 'Enter' && plain) return act(() => splitBlock(block, field.value.slice(0, start) + field.value.slice(end), start));
  if (event.key === 'Backspace' && plain && collapsed && start === 0) {
    const before = blockAt(indexOfBlock(block.id) - 1);
    if (before) act(() => mergeWithNext(before.id));
    return;
  }
  if (event.key === 'Delete' && plain && collapsed && start === field.value.length) {
    if (blockAt(indexOfBlock(block.id) + 1)) act(() => mergeWithNext(block.id));
  }
}
