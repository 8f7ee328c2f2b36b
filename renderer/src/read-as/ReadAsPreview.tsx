import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadAsResult, ReadAsSpan } from '../../../shared/read-as';
import { reasonText } from './reasons';
import './read-as.css';

/**
 * The spoken text, with every span that read-as changed (or left marked) as a button: hovering or
 * focusing one explains it just below the text, pressing it opens the choice of reading.
 * Paragraphs keep their own direction, as in the editor. The explanation is not a floating
 * tooltip: focusing a span scrolls it into view, and a floating tooltip closes on any scroll.
 * `onChoose` gets the span pressed (null when its choices were open): the editor keeps which.
 */
export function ReadAsPreview({
  result,
  choosing,
  onChoose,
}: {
  result: ReadAsResult;
  choosing: string | null;
  onChoose: (key: string | null) => void;
}) {
  const { t } = useTranslation();
  const tipId = useId();
  const [explained, setExplained] = useState<string | null>(null);
  const shown = result.spans.find((span) => span.key === explained) ?? null;
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const span of result.spans) {
    if (span.at > at) pieces.push(result.text.slice(at, span.at));
    pieces.push(
      <button
        key={span.key}
        type="button"
        className="read-as-span"
        data-status={span.status}
        data-rule={span.rule}
        aria-expanded={span.key === choosing}
        aria-describedby={span.key === explained ? tipId : undefined}
        onClick={() => onChoose(span.key === choosing ? null : span.key)}
        onMouseEnter={() => setExplained(span.key)}
        onFocus={() => setExplained(span.key)}
        onMouseLeave={() => setExplained((key) => (key === span.key ? null : key))}
        onBlur={() => setExplained((key) => (key === span.key ? null : key))}
      >
        {span.spoken}
      </button>,
    );
    at = span.at + span.spoken.length;
  }
  if (at < result.text.length) pieces.push(result.text.slice(at));
  return (
    <>
      <div className="read-as-preview" role="group" aria-label={t('readAs.preview')} data-testid="read-as-preview">
        {pieces}
      </div>
      <div className="read-as-why-slot">{shown && <Explanation id={tipId} span={shown} />}</div>
    </>
  );
}

function Explanation({ id, span }: { id: string; span: ReadAsSpan }) {
  const { t } = useTranslation();
  return (
    <div id={id} role="tooltip" className="read-as-why" data-status={span.status}>
      <bdi className="read-as-source">{span.source}</bdi>
      {span.reasons.map((reason, i) => (
        <span key={i}>{reasonText(t, reason)}</span>
      ))}
    </div>
  );
}
