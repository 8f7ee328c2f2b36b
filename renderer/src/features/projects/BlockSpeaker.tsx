import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogueLineOf } from '../../../../shared/model/block-text';
import type { Block } from '../../../../shared/model/projects';
import { clearBlockSpeaker } from './block-actions';

/**
 * The block's speaker. A block whose text does not name its speaker (a paragraph that continues a
 * dialogue turn, as Enter after a line makes) carries the speaker over; most such paragraphs are
 * rightly hers, so "Not a line of …" waits behind the speaker's name (a disclosure) instead of
 * standing on every continuation paragraph.
 */
export function BlockSpeaker({ block, text }: { block: Block; text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  if (!block.speaker) return null;
  const label = <bdi>{t('projects.blocks.speaker', { name: block.speaker })}</bdi>;
  if (dialogueLineOf(text)?.speaker === block.speaker) return <span className="projects-block-speaker">{label}</span>;
  return (
    <span className="projects-block-speaker">
      <button
        type="button"
        className="button projects-quiet"
        data-variant="secondary"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && (
        <span id={menuId}>
          <button type="button" className="button projects-quiet" data-variant="secondary" onClick={() => void clearBlockSpeaker(block)}>
            {t('projects.blocks.notSpeaker', { name: block.speaker })}
          </button>
        </span>
      )}
    </span>
  );
}
