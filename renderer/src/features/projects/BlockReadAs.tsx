import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../../../shared/model/projects';
import { ReadAsChoices, ReadAsPreview } from '../../read-as';
import { applyReadAsToBlock, setBlockOverride } from './block-read-as';
import type { SpokenView } from './spoken-view';

/**
 * What the block the user is in will be spoken as, to work on: each span read-as changed is a
 * button that explains itself on focus and hover (which rule, and why) and, pressed, offers
 * another reading of that occurrence, kept for this block; "Apply to block" writes the spoken text
 * into the block. Other blocks show the plain spoken line (SpokenLine), so the text keeps the room.
 */
export function BlockReadAs({ block, view, pause }: { block: Block; view: SpokenView; pause: string | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [choosing, setChoosing] = useState<string | null>(null);
  const reading = view.reading;
  if (!reading) return null;
  const chosen = reading.spans.find((span) => span.key === choosing) ?? null;
  const changed = reading.spans.some((span) => span.status === 'read');
  return (
    <section className="projects-block-read-as" aria-labelledby={titleId} data-testid="block-spoken">
      <h3 id={titleId} className="projects-spoken-label">
        {t('readAs.title')}
      </h3>
      <p className="projects-hint">{t('readAs.spanHint')}</p>
      <ReadAsPreview result={reading} choosing={choosing} onChoose={setChoosing} />
      {pause && (
        <p className="projects-pause" data-testid="block-pause">
          {pause}
        </p>
      )}
      {chosen && (
        <ReadAsChoices
          span={chosen}
          onOverride={(key, choice) => void setBlockOverride(block.id, key, choice)}
          onDone={() => setChoosing(null)}
        />
      )}
      <button
        type="button"
        className="button"
        data-variant="secondary"
        disabled={!changed}
        onClick={() => {
          setChoosing(null);
          void applyReadAsToBlock(block, view.spoken);
        }}
      >
        {t('readAs.applyBlock')}
      </button>
    </section>
  );
}
