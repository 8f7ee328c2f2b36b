import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block, BlockTake } from '../../../../shared/model/projects';
import { formatClipLength, player, switchClip, usePlayerStore } from '../../audio';
import { useStudioStore } from '../../store';
import { chooseTake, loadTakes } from './block-actions';
import { useProjectFormat } from './format';
import { setProjects } from './projects-state';

const noTakes: BlockTake[] = [];

/**
 * A block's takes, folded under "Takes: N" (a chapter shows one of these per block): each take
 * playable, the chosen one marked, "Use this take" on the others made from what the block would
 * send now, and A/B from the same moment. Read from the core when unfolded.
 */
export function BlockTakes({ block }: { block: Block }) {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const takes = useStudioStore((s) => s.projects.takes[block.id] ?? noTakes);
  const handed = useStudioStore((s) => s.projects.takesHanded === block.id);
  const n = format.number(block.position + 1);
  const blockName = t('projects.blocks.name', { n });
  // History's "Open in editor" handed one of these takes: shown unfolded until the user folds them.
  const shown = open || handed;
  // Read again whenever the block changes under an open list (an edit, a new take, a choice the
  // core made): which take is in use and which are current must say what the block says.
  const chosenId = block.chosenTake?.historyId ?? null;
  useEffect(() => {
    if (shown) void loadTakes(block.id);
  }, [shown, block.id, block.contentHash, block.takeCount, chosenId]);
  const toggle = () => {
    if (handed) setProjects({ takesHanded: null });
    setOpen(!shown);
  };
  return (
    <div className="projects-takes">
      <button
        type="button"
        className="button projects-quiet"
        data-variant="secondary"
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={toggle}
      >
        {t('projects.takes.toggle', { n: format.number(block.takeCount) })}
      </button>
      <div id={regionId} hidden={!shown}>
        {shown && takes.length > 0 && (
          <>
            <ol className="projects-takes-list" aria-label={t('projects.takes.listLabel', { n })}>
              {takes.map((take, i) => (
                <TakeItem
                  key={take.historyId}
                  block={block}
                  take={take}
                  n={format.number(i + 1)}
                  title={`${blockName} · ${t('projects.takes.name', { n: format.number(i + 1) })}`}
                />
              ))}
            </ol>
            {takes.length >= 2 && <AbToggle takes={takes} blockName={blockName} />}
          </>
        )}
      </div>
    </div>
  );
}

const clipOf = (take: BlockTake, title: string) => ({ id: take.historyId, src: take.audioUrl, title, kind: 'long' as const });

function TakeItem({ block, take, n, title }: { block: Block; take: BlockTake; n: string; title: string }) {
  const { t } = useTranslation();
  const language = useStudioStore((s) => s.ui.language);
  const length = formatClipLength(take.durationMs, language) ?? '—';
  return (
    <li className="projects-take" data-testid="block-take" data-chosen={take.chosen} data-current={take.current}>
      <span className="projects-take-name">{t('projects.takes.name', { n })}</span>
      <span className="projects-hint" dir="auto">
        {take.voiceName ? `${take.voiceName} · ${length}` : length}
      </span>
      {take.chosen && <span className="projects-take-chosen">{t('projects.takes.chosen')}</span>}
      {!take.current && <span className="projects-hint">{t('projects.takes.older')}</span>}
      <button type="button" className="button projects-quiet" data-variant="secondary" onClick={() => player.play(clipOf(take, title))}>
        {t('projects.takes.play', { n })}
      </button>
      {/* Only a take of what the block would send now can stand for it in the chapter. */}
      {!take.chosen && take.current && (
        <button type="button" className="button projects-quiet" onClick={() => void chooseTake(block.id, take)}>
          {t('projects.takes.use')}
        </button>
      )}
    </li>
  );
}

/** A is the chosen take (else the first); B another, the newest by default. Each plays from where the other is. */
function AbToggle({ takes, blockName }: { takes: BlockTake[]; blockName: string }) {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const playing = usePlayerStore((s) => (s.status === 'playing' || s.status === 'loading' ? s.clipId : null));
  const a = takes.find((take) => take.chosen) ?? takes[0]!;
  const others = takes.filter((take) => take !== a);
  const [bId, setB] = useState<string | null>(null);
  const b = others.find((take) => take.historyId === bId) ?? others[others.length - 1]!;
  const labelId = useId();
  const pickId = useId();
  const numberOf = (take: BlockTake) => format.number(takes.indexOf(take) + 1);
  const title = (take: BlockTake) => `${blockName} · ${t('projects.takes.name', { n: numberOf(take) })}`;
  const listen = (take: BlockTake, other: BlockTake, label: string) => (
    <button
      type="button"
      className="button projects-quiet"
      data-variant="secondary"
      aria-pressed={playing === take.historyId}
      onClick={() => switchClip(clipOf(take, title(take)), other.historyId)}
    >
      {label}
    </button>
  );
  return (
    <div className="projects-ab" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="projects-take-name">
        {t('projects.takes.compare')}
      </span>
      {listen(a, b, t('projects.takes.listenA', { n: numberOf(a) }))}
      {listen(b, a, t('projects.takes.listenB', { n: numberOf(b) }))}
      {others.length > 1 && (
        <span className="projects-inline-field">
          <label htmlFor={pickId}>{t('projects.takes.pickB')}</label>
          <select
            id={pickId}
            className="text-input projects-select-small"
            value={b.historyId}
            onChange={(event) => setB(event.target.value)}
          >
            {others.map((take) => (
              <option key={take.historyId} value={take.historyId}>
                {t('projects.takes.name', { n: numberOf(take) })}
              </option>
            ))}
          </select>
        </span>
      )}
    </div>
  );
}
