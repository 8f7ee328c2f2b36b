import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { overridesOfBlock } from '../../../../shared/model/block-text';
import type { Block } from '../../../../shared/model/projects';
import type { ReadAsResult } from '../../../../shared/read-as';
import { withLexicons } from '../../lexicon';
import { useStudioStore } from '../../store';
import { BlockReadAs } from './BlockReadAs';
import { useProjectFormat } from './format';
import { spokenView } from './spoken-view';

/**
 * Under a block, only when it differs from what was written: the text as it will be spoken, each
 * span read-as changed marked (the same function generation uses), and the silence its pause
 * markers put after it. Follows typing a moment behind. In the block the user is in (`current`),
 * the spans are buttons to work on (BlockReadAs). Read with this block's own read-as choices.
 */
export function SpokenLine({ block, text, current }: { block: Block; text: string; current: boolean }) {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const deferred = useDeferredValue(text);
  const readAsSettings = useStudioStore((s) => s.projects.project?.settings.readAs);
  // The lexicons in effect for this project (never another scope's, read before this one's arrive).
  const lexicon = useStudioStore((s) => (s.lexicon.inEffect?.projectId === s.projects.project?.id ? s.lexicon.inEffect : null));
  // The dialect the core reads this block in (its voice's), so the preview reads it the same way.
  const dialect = block.dialectCode;
  const view = useMemo(() => {
    if (!readAsSettings) return null;
    const overrides = overridesOfBlock(readAsSettings.overrides, block.id);
    return spokenView(deferred, block.speaker, withLexicons({ ...readAsSettings, overrides, dialect }, lexicon));
  }, [deferred, block.id, block.speaker, readAsSettings, dialect, lexicon]);
  if (!view?.differs) return null;
  const pauseMs = view.pausesMs.reduce((sum, ms) => sum + ms, 0);
  const pause = pauseMs > 0 ? t('projects.blocks.pauseAfter', { seconds: format.decimal(pauseMs / 1000) }) : null;
  if (current && view.reading && view.reading.spans.length > 0) return <BlockReadAs block={block} view={view} pause={pause} />;
  return (
    <p className="projects-spoken" data-testid="block-spoken">
      <span className="projects-spoken-label">{t('projects.blocks.spoken')}</span>{' '}
      <span dir="auto" className="projects-spoken-text">
        {view.reading ? marked(view.reading) : view.spoken}
      </span>
      {pause && (
        <span className="projects-pause" data-testid="block-pause">
          {pause}
        </span>
      )}
    </p>
  );
}

/** The spoken text with every span read-as changed (or left as written on purpose) marked. */
function marked(result: ReadAsResult): ReactNode[] {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const span of result.spans) {
    if (span.at > at) pieces.push(result.text.slice(at, span.at));
    pieces.push(
      <mark key={span.key} className="projects-read-as" data-status={span.status}>
        {span.spoken}
      </mark>,
    );
    at = span.at + span.spoken.length;
  }
  if (at < result.text.length) pieces.push(result.text.slice(at));
  return pieces;
}
