import { blockOverrideKey, dialogueLineOf, overridesOfBlock } from '../../../../shared/model/block-text';
import type { Block } from '../../../../shared/model/projects';
import type { ReadAsOverride } from '../../../../shared/read-as';
import { parsePauseMarkers } from '../../../../shared/text';
import { editBlockText, flushBlock, textOf } from './block-save';
import { getProjects, setProjects } from './projects-state';
import { updateProjectSettings } from './settings-actions';

/**
 * Read-as choices of one block, kept in the project's settings (each key names its block, so a
 * choice is that block's alone: shared/model/block-text.ts blockOverrideKey), and "Apply to block".
 */

/** Sets one span's choice in a block (merged with its earlier ones), or clears it with null ("Automatic"). */
export async function setBlockOverride(blockId: string, spanKey: string, choice: ReadAsOverride | null): Promise<void> {
  const readAs = getProjects().project?.settings.readAs;
  if (!readAs) return;
  const key = blockOverrideKey(blockId, spanKey);
  const overrides = { ...readAs.overrides };
  if (choice === null) delete overrides[key];
  else overrides[key] = { ...overrides[key], ...choice };
  await updateProjectSettings({ readAs: { ...readAs, overrides } });
}

/**
 * The block's text with its words replaced by what they are spoken as: a speaker's `Name:` prefix
 * and its pause markers (a block ends at its markers) are kept, as they are not spoken.
 */
export function appliedText(text: string, speaker: string | null, spoken: string): string {
  const line = speaker !== null ? dialogueLineOf(text) : null;
  const prefix = line && line.speaker === speaker ? text.slice(0, line.bodyStart) : '';
  const { markers, problems } = parsePauseMarkers(text);
  const kept = [...markers, ...problems].sort((a, b) => a.start - b.start).map((m) => text.slice(m.start, m.end));
  return [prefix + spoken, ...kept].join(' ');
}

/**
 * "Apply to block": the one way read-as changes what the writer wrote. The block's choices are
 * cleared, as their keys named spans of the text now replaced; the status line says it was done.
 */
export async function applyReadAsToBlock(block: Block, spoken: string): Promise<void> {
  editBlockText(block.id, appliedText(textOf(block), block.speaker, spoken));
  const readAs = getProjects().project?.settings.readAs;
  const own = readAs ? Object.keys(overridesOfBlock(readAs.overrides, block.id)) : [];
  if (readAs && own.length > 0) {
    const overrides = { ...readAs.overrides };
    for (const spanKey of own) delete overrides[blockOverrideKey(block.id, spanKey)];
    await updateProjectSettings({ readAs: { ...readAs, overrides } });
  } else if (!(await flushBlock(block.id))) return;
  setProjects({ notice: { tone: 'info', key: 'readAs.appliedBlock', values: { n: block.position + 1 } } });
}
