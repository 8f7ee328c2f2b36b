import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sentLength } from '../../../../shared/model/generation-rules';
import { scriptCharLimit } from '../../../../shared/model/script';
import { countScriptChars } from '../../../../shared/text';
import { PieceExport } from '../../export';
import { useStudioStore } from '../../store';
import { generateParts, regeneratePart } from './generation-actions';
import { closeParts, editPart } from './parts-actions';
import { takesOfPart } from './takes-actions';
import { TakesList } from './TakesList';
import { useDraftReadAsOptions } from './spoken-length';
import { useNumberFormat } from './use-number-format';

/** A long script as its parts: each editable, with its count and whether it has audio yet. */
export function LongScriptPanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const parts = useStudioStore((s) => s.script.parts);
  const piece = useStudioStore((s) => s.script.piece);
  const running = useStudioStore((s) => s.script.generation !== null);
  const name = useStudioStore((s) => s.script.draft?.name ?? 'script');
  const takes = useStudioStore((s) => s.script.takes);
  const readAsOptions = useDraftReadAsOptions();
  // Each part counted as it will be sent (the length the service judges) and as written.
  const counts = useMemo(
    () => (parts ?? []).map((part) => ({ sent: sentLength(part, readAsOptions ?? undefined), typed: countScriptChars(part) })),
    [parts, readAsOptions],
  );
  if (!parts) return null;
  const partName = (index: number) => t('script.takes.part', { index: format(index + 1) });
  const generatedCount = piece?.parts.filter((p) => p.historyId !== null && parts[p.index] === p.text).length ?? 0;

  return (
    <section className="script-parts" aria-label={t('script.long.title')} data-testid="script-parts">
      <h2 className="script-parts-title">{t('script.long.title')}</h2>
      <ol className="script-parts-list">
        {parts.map((part, index) => {
          const { sent, typed } = counts[index]!;
          const generated = piece?.parts[index]?.historyId != null && piece.parts[index]!.text === part;
          return (
            <li key={index} className="script-part" data-testid="script-part" data-generated={generated}>
              <div className="script-part-head">
                <label htmlFor={`script-part-${index}`}>{t('script.long.partLabel', { index: format(index + 1) })}</label>
                <span className="script-count" data-testid="script-part-count" data-over={sent > scriptCharLimit} data-sent={sent}>
                  {t(sent === typed ? 'script.long.partCount' : 'script.long.partCountSpoken', {
                    n: format(sent),
                    written: format(typed),
                    limit: format(scriptCharLimit),
                  })}
                </span>
                <span className="script-hint">{generated ? t('script.long.generated') : t('script.long.pending')}</span>
                {generated && (
                  <button
                    type="button"
                    className="button"
                    data-variant="secondary"
                    disabled={running}
                    onClick={() => void regeneratePart(index, partName(index))}
                  >
                    {t('script.takes.regenerate', { index: format(index + 1) })}
                  </button>
                )}
              </div>
              <textarea
                id={`script-part-${index}`}
                className="script-textarea script-part-text"
                dir="auto"
                value={part}
                disabled={running}
                onChange={(event) => editPart(index, event.target.value)}
              />
              <TakesList takes={takesOfPart(takes, index, part, piece?.voiceId)} partIndex={index} partName={partName(index)} />
            </li>
          );
        })}
      </ol>
      <div className="script-parts-actions">
        {/* Offered only while a part lacks audio: a whole piece has nothing left to generate. */}
        {generatedCount < parts.length && (
          <button type="button" className="button" data-testid="generate-parts" disabled={running} onClick={() => void generateParts()}>
            {generatedCount > 0 ? t('script.long.resume') : t('script.long.generateAll')}
          </button>
        )}
        <button type="button" className="button" data-variant="secondary" disabled={running} onClick={closeParts}>
          {t('script.long.close')}
        </button>
      </div>
      {piece?.audioUrl && (
        <p className="script-result" data-testid="piece-result">
          <span>{t('script.long.joined')}</span>{' '}
          <a className="button" data-variant="secondary" href={piece.audioUrl} download={`${name}.wav`}>
            {t('script.long.download')}
          </a>{' '}
          <PieceExport piece={piece} />
        </p>
      )}
    </section>
  );
}
