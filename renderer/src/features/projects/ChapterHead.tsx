import { useTranslation } from 'react-i18next';
import { player } from '../../audio';
import { useStudioStore } from '../../store';
import { useProjectFormat } from './format';

/** The open chapter's title, its joined render (always the chosen takes, in order), and the last run's estimate beside its real length. */
export function ChapterHead() {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const chapter = useStudioStore((s) => s.projects.chapter);
  const check = useStudioStore((s) => s.projects.lastRun?.check ?? null);
  if (!chapter) return null;
  const render = chapter.render;
  return (
    <div className="projects-chapter-head">
      <h3 className="projects-chapter-heading" dir="auto">
        {chapter.title}
      </h3>
      {render ? (
        <>
          <button
            type="button"
            className="button projects-quiet"
            data-variant="secondary"
            onClick={() =>
              player.play({ id: `chapter-${chapter.id}-${render.createdAt}`, src: render.audioUrl, title: chapter.title, kind: 'long' })
            }
          >
            {t('projects.render.play')}
          </button>
          <span className="projects-hint">{t('projects.render.length', { length: format.duration(render.durationMs) })}</span>
          {!render.complete && <span className="projects-hint">{t('projects.render.incomplete')}</span>}
        </>
      ) : (
        <span className="projects-hint">{t('projects.render.none')}</span>
      )}
      {check && check.blocks > 0 && (
        <span className="projects-hint" data-testid="run-comparison">
          {t('projects.queue.lastRun', {
            count: check.blocks,
            expected: format.duration(check.expectedMs),
            actual: format.duration(check.actualMs),
          })}
        </span>
      )}
    </div>
  );
}
