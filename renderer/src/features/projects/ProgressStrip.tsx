import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { projectErrorText } from './error-text';
import { useProjectFormat } from './format';
import { askEstimate, commandQueue } from './queue-actions';

/**
 * The strip under the blocks, always in view: Generate chapter / Generate all (each shows the
 * estimate first), then while the queue runs or waits: the overall bar, the open chapter's part of
 * it, the time left, and pause, resume and cancel. A run the studio left unfinished (closed or
 * killed) offers Resume, which looks for what was on its way before sending anything.
 */
export function ProgressStrip() {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const barId = useId();
  const queue = useStudioStore((s) => s.projects.queue);
  const refused = useStudioStore((s) => s.projects.queueRefusal);
  const chapterId = useStudioStore((s) => s.projects.chapterId);
  const chapter = useStudioStore((s) => s.projects.project?.chapters.find((c) => c.id === s.projects.chapterId));
  const running = queue?.state === 'running';
  const paused = queue?.state === 'paused';
  const active = queue !== null && (queue.state !== 'idle' || queue.unsure > 0);
  const ofChapter = queue?.chapters.find((c) => c.chapterId === chapterId);
  return (
    <section className="projects-strip" aria-label={t('projects.queue.progress')} data-testid="progress-strip">
      <div className="projects-strip-start">
        <button
          type="button"
          className="button"
          disabled={!chapterId || running}
          onClick={() => chapterId && void askEstimate([chapterId])}
        >
          {t('projects.queue.generateChapter')}
        </button>
        <button type="button" className="button" data-variant="secondary" disabled={running} onClick={() => void askEstimate()}>
          {t('projects.queue.generateAll')}
        </button>
      </div>
      {active && queue ? (
        <div className="projects-strip-progress">
          <label htmlFor={barId} className="projects-strip-label">
            {t('projects.queue.progress')}
          </label>
          <progress id={barId} max={Math.max(1, queue.total)} value={queue.done} data-testid="queue-bar" />
          <span className="projects-strip-text" data-testid="queue-text">
            {t('projects.queue.overall', { count: queue.total, done: format.number(queue.done), total: format.number(queue.total) })}
            {queue.failed > 0 && ` · ${t('projects.queue.failed', { count: queue.failed })}`}
            {ofChapter &&
              chapter &&
              ` · ${t('projects.queue.chapter', { title: chapter.title, done: format.number(ofChapter.done), total: format.number(ofChapter.total) })}`}
            {paused && ` · ${t('projects.queue.paused')}`}
            {running && queue.etaMs !== null && ` · ${t('projects.queue.eta', { time: format.duration(queue.etaMs) })}`}
          </span>
          {queue.error && !running && (
            <span className="projects-error" role="alert" data-testid="queue-stopped">
              {t('projects.queue.stopped', { reason: projectErrorText(t, queue.error) })}
            </span>
          )}
          {queue.unsure > 0 && !running && <span className="projects-hint">{t('projects.queue.unsure', { count: queue.unsure })}</span>}
        </div>
      ) : (
        <span className="projects-hint projects-strip-progress">{t('projects.queue.idle')}</span>
      )}
      {refused && (
        <span className="projects-error" role="alert" data-testid="queue-refused">
          {t(`projects.queue.refused.${refused.command}`, { reason: projectErrorText(t, refused.error) })}
        </span>
      )}
      {active && (
        <div className="projects-strip-end">
          {running ? (
            <button type="button" className="button" data-variant="secondary" onClick={() => void commandQueue('pause')}>
              {t('projects.queue.pause')}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => void commandQueue('resume')}>
              {t('projects.queue.resume')}
            </button>
          )}
          <button type="button" className="button" data-variant="secondary" onClick={() => void commandQueue('cancel')}>
            {t('projects.queue.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
