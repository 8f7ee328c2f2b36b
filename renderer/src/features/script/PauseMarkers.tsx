import { useTranslation } from 'react-i18next';
import { parsePauseMarkers, pauseLimitsMs } from '../../../../shared/text';
import { useNumberFormat } from './use-number-format';

/**
 * The script's pause markers, shown beside the editor: each valid pause as a marked chip in
 * script order, each marker the studio cannot read as a warning naming it. The editor paints the
 * markers in place (PauseHighlight) for the eye; this list says the same in words, which is what
 * a screen reader announces.
 */
export function PauseMarkers({ text }: { text: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat({ maximumFractionDigits: 2 });
  const { markers, problems } = parsePauseMarkers(text);
  if (markers.length === 0 && problems.length === 0) return null;
  return (
    <div className="script-pauses" data-testid="script-pauses">
      {markers.length > 0 && (
        <p className="script-hint">
          {t('script.pauses.found')}{' '}
          {markers.map((marker) => (
            <mark key={marker.start} className="script-pause" data-testid="script-pause">
              {t('script.pauses.seconds', { n: format(marker.ms / 1000) })}
            </mark>
          ))}
        </p>
      )}
      {problems.map((problem) => (
        <p key={problem.start} className="script-warning" role="alert" data-testid="script-pause-problem">
          {t('script.pauses.bad', { marker: problem.marker, min: format(pauseLimitsMs.min / 1000), max: format(pauseLimitsMs.max / 1000) })}
        </p>
      ))}
    </div>
  );
}
