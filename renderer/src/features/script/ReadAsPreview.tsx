import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadAsResult, ReadAsSpan } from '../../../../shared/read-as';
import { Tooltip } from '../../ui';
import { chooseReadAsSpan } from './read-as-actions';
import { reasonText } from './read-as-reasons';

/**
 * The spoken text, with every span that read-as changed (or left marked) as a button: hover or
 * focus shows why it reads so, pressing it opens the choice of reading. Paragraphs keep their own
 * direction, as in the editor.
 */
export function ReadAsPreview({ result, choosing }: { result: ReadAsResult; choosing: string | null }) {
  const { t } = useTranslation();
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const span of result.spans) {
    if (span.at > at) pieces.push(result.text.slice(at, span.at));
    pieces.push(<SpanButton key={span.key} span={span} pressed={span.key === choosing} />);
    at = span.at + span.spoken.length;
  }
  if (at < result.text.length) pieces.push(result.text.slice(at));
  return (
    <div className="read-as-preview" role="group" aria-label={t('script.readAs.preview')} data-testid="read-as-preview">
      {pieces}
    </div>
  );
}

function SpanButton({ span, pressed }: { span: ReadAsSpan; pressed: boolean }) {
  const { t } = useTranslation();
  const explanation = (
    <span className="read-as-why" data-testid="read-as-why">
      <bdi className="read-as-source">{span.source}</bdi>
      {span.reasons.map((reason, i) => (
        <span key={i}>{reasonText(t, reason)}</span>
      ))}
    </span>
  );
  return (
    <Tooltip content={explanation} side="bottom">
      <button
        type="button"
        className="read-as-span"
        data-status={span.status}
        data-rule={span.rule}
        aria-expanded={pressed}
        onClick={() => chooseReadAsSpan(pressed ? null : span.key)}
      >
        {span.spoken}
      </button>
    </Tooltip>
  );
}
