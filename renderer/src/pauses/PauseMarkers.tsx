import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pauseCapProblem, pauseCapsMs } from '../../../shared/model/pause-caps';
import { cutAtPauseMarkers, parsePauseMarkers, pauseLimitsMs } from '../../../shared/text';
import { intlLocale } from '../i18n/format';
import { silenceText } from './silence-text';
import './pause-highlight.css';

/**
 * The script's pause markers, shown beside the editor: each valid pause as a marked chip in
 * script order, each marker the studio cannot read as a warning naming it. The editor paints the
 * markers in place (PauseHighlight) for the eye; this list says the same in words, which is what
 * a screen reader announces. Pauses over the caps (shared/model/pause-caps.ts) are said here, where
 * the markers are typed, before any Generate: the stretches cut at the markers are the parts (a
 * stretch split further spreads its pauses over its parts), so this is never laxer than generation.
 * `list={false}` leaves out the chips where the editor says the silence itself (a project's block).
 */
export function PauseMarkers({ text, list = true }: { text: string; list?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const format = useMemo(() => {
    const number = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 });
    return (value: number) => number.format(value);
  }, [language]);
  const { markers, problems } = parsePauseMarkers(text);
  const cap = pauseCapProblem(cutAtPauseMarkers(text));
  if ((!list || markers.length === 0) && problems.length === 0 && !cap) return null;
  const silence = (ms: number) => silenceText(t, ms, language);
  return (
    <div className="pauses" data-testid="script-pauses">
      {list && markers.length > 0 && (
        <p className="pauses-hint">
          {t('pauses.found')}{' '}
          {markers.map((marker) => (
            <mark key={marker.start} className="pauses-chip" data-testid="script-pause">
              {t('pauses.seconds', { n: format(marker.ms / 1000) })}
            </mark>
          ))}
        </p>
      )}
      {cap && (
        <p className="pauses-warning" role="alert" data-testid="script-pause-cap">
          {t(cap.kind === 'part' ? 'pauses.partCap' : 'pauses.renderCap', {
            total: silence(cap.totalMs),
            max: silence(cap.kind === 'part' ? pauseCapsMs.part : pauseCapsMs.render),
          })}
        </p>
      )}
      {problems.map((problem) => (
        <p key={problem.start} className="pauses-warning" role="alert" data-testid="script-pause-problem">
          {t('pauses.bad', { marker: problem.marker, min: format(pauseLimitsMs.min / 1000), max: format(pauseLimitsMs.max / 1000) })}
        </p>
      ))}
    </div>
  );
}
