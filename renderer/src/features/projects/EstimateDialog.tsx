import { useTranslation } from 'react-i18next';
import type { ProjectEstimate } from '../../../../shared/model/projects';
import { useStudioStore } from '../../store';
import { Dialog, DialogClose } from '../../ui';
import { projectErrorText } from './error-text';
import { useProjectFormat } from './format';
import { closeEstimate, startGeneration } from './queue-actions';

/**
 * Before spending: characters to send, requests and the expected audio length, per chapter and in
 * total, with where each voice's speaking rate comes from. Nothing is sent until "Generate".
 */
export function EstimateDialog() {
  const { t } = useTranslation();
  const request = useStudioStore((s) => s.projects.estimate);
  const chapters = useStudioStore((s) => s.projects.project?.chapters ?? []);
  const single = request?.chapterIds?.length === 1 ? chapters.find((c) => c.id === request.chapterIds![0]) : undefined;
  const title = single ? t('projects.queue.estimate.titleChapter', { title: single.title }) : t('projects.queue.estimate.titleAll');
  const estimate = request?.estimate;
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && closeEstimate()} title={title}>
      {request?.status === 'loading' && (
        <p className="projects-hint" role="status">
          {t('projects.queue.estimate.loading')}
        </p>
      )}
      {request?.status === 'failed' && request.error && (
        <p className="projects-error" role="alert">
          {t('projects.queue.estimate.failed', { reason: projectErrorText(t, request.error) })}
        </p>
      )}
      {estimate && <EstimateTable estimate={estimate} />}
      <div className="ui-dialog-actions">
        <DialogClose className="button" data-variant="secondary" type="button">
          {t('dialog.cancel')}
        </DialogClose>
        <button type="button" className="button" disabled={!estimate || estimate.requests === 0} onClick={() => void startGeneration()}>
          {t('projects.queue.estimate.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

function EstimateTable({ estimate }: { estimate: ProjectEstimate }) {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const chapters = useStudioStore((s) => s.projects.project?.chapters ?? []);
  const voices = useStudioStore((s) => s.projects.voices);
  const done = estimate.done.blocks > 0 && (
    <p className="projects-hint" data-testid="estimate-done">
      {t('projects.queue.estimate.done', {
        count: estimate.done.blocks,
        actual: format.duration(estimate.done.actualMs),
        expected: format.duration(estimate.done.expectedMs),
      })}
    </p>
  );
  if (estimate.requests === 0) {
    return (
      <div className="projects-estimate">
        <p data-testid="estimate-nothing">{t('projects.queue.estimate.nothing')}</p>
        {done}
      </div>
    );
  }
  const shown = estimate.chapters.filter((c) => c.requests > 0);
  return (
    <div className="projects-estimate" data-testid="estimate">
      <table className="projects-estimate-table">
        <thead>
          <tr>
            <th scope="col">{t('projects.queue.estimate.chapter')}</th>
            <th scope="col">{t('projects.queue.estimate.chars')}</th>
            <th scope="col">{t('projects.queue.estimate.requests')}</th>
            <th scope="col">{t('projects.queue.estimate.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.length > 1 &&
            shown.map((c) => (
              <tr key={c.chapterId}>
                <th scope="row" dir="auto">
                  {chapters.find((ch) => ch.id === c.chapterId)?.title ?? ''}
                </th>
                <td>{format.number(c.chars)}</td>
                <td>{format.number(c.requests)}</td>
                <td>{format.duration(c.expectedMs)}</td>
              </tr>
            ))}
          <tr data-testid="estimate-total">
            <th scope="row">{t('projects.queue.estimate.total')}</th>
            <td>{format.number(estimate.chars)}</td>
            <td>{format.number(estimate.requests)}</td>
            <td>{format.duration(estimate.expectedMs)}</td>
          </tr>
        </tbody>
      </table>
      {estimate.rates.length > 0 && (
        <>
          <h3 className="projects-subheading">{t('projects.queue.estimate.rates')}</h3>
          <ul className="projects-estimate-rates">
            {estimate.rates.map((rate) => {
              const voice = voices.find((v) => v.id === rate.voiceId)?.name ?? rate.voiceId;
              const values = { voice, rate: format.decimal(rate.charsPerSecond), count: rate.samples };
              return (
                <li key={rate.voiceId}>
                  <bdi>
                    {t(rate.from === 'history' ? 'projects.queue.estimate.rateHistory' : 'projects.queue.estimate.rateLanguage', values)}
                  </bdi>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {done}
    </div>
  );
}
