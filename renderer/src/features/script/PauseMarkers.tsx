import { useTranslation } from 'react-i18next';
import { pauseCapProblem, pauseCapsMs } from '../../../../shared/model/pause-caps';
import { cutAtPauseMarkers, parsePauseMarkers, pauseLimitsMs } from '../../../../shared/text';
import { silenceText } from './silence-text';
import { useNumberFormat } from './use-number-format';

/**
 * The script's pause markers, shown beside the editor: each valid pause as a marked chip in
 * script order, each marker the studio cannot read as a warning naming it. The editor paints the
 * markers in place (PauseHighlight) for the eye; this list says the same in words, which is what
 * a screen reader announces. Pauses over the caps (shared/model/pause-caps.ts) are said here, where
 * the markers are typed, before any Generate: the stretches cut at the markers are the parts (a
 * stretch split further spreads its pauses over its parts), so this is never laxer than generation.
 */
export function PauseMarkers({ text }: { text: string }) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat({ maximumFractionDigits: 2 });
  const { markers, problems } = parsePauseMarkers(text);
  if (markers.length === 0 && problems.length === 0) return null;
  const cap = pauseCapProblem(cutAtPauseMarkers(text));
  const silence = (ms: number) => silenceText(t, ms, i18n.language);
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
      {cap && (
        <p className="script-warning" role="alert" data-testid="script-pause-cap">
          {t(cap.kind === 'part' ? 'script.pauses.partCap' : 'script.pauses.renderCap', {
            total: silence(cap.totalMs),
            max: silence(cap.kind === 'part' ? pauseCapsMs.part : pauseCapsMs.render),
          })}
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
