import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lexiconLimits } from '../../../../shared/lexicon';
import { errorText } from '../../i18n/error-text';
import { problemText } from '../../lexicon';
import { useStudioStore } from '../../store';
import { activeStudio } from '../../transport';
import { Dialog } from '../../ui';
import type { ImportPreview } from './import-preview';
import { loadLexicons, selectLexicon, setLexiconsNotice } from './lexicons-actions';
import { useNumberFormat } from './use-number-format';

const LISTED = 20;
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * What the file would import, before anything changes: the entries, every phoneme-only lexeme (the
 * service takes none), every entry its checks refuse, and where it goes (a new lexicon named after
 * the file, or the open one). A file too big or unreadable says why and offers nothing to confirm.
 */
export function ImportDialog({ preview, onClose }: { preview: ImportPreview; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const selected = useStudioStore((s) => s.lexicons.selected);
  const targetName = useId();
  const [into, setInto] = useState<'new' | 'selected'>('new');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileBase = preview.fileName.replace(/\.[^.]+$/u, '') || preview.fileName;

  async function run() {
    if (preview.kind !== 'ready') return;
    setBusy(true);
    const target = into === 'selected' && selected ? { lexiconId: selected.id } : { name: fileBase.slice(0, 120) };
    const report = await activeStudio().lexicons.import({
      format: preview.format,
      text: preview.text,
      fileName: preview.fileName,
      target,
      skipInvalid: preview.refused.length > 0,
    });
    setBusy(false);
    if (!report.ok) return setFailure(t('lexicons.import.failed', { reason: errorText(report.error) }));
    const r = report.value;
    setLexiconsNotice({
      key: 'import.done',
      values: {
        name: r.lexicon.name,
        added: format(r.added),
        updated: format(r.updated),
        unchanged: format(r.unchanged),
        duplicates: format(r.duplicates),
      },
    });
    await loadLexicons();
    await selectLexicon(r.lexicon.id, false);
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('lexicons.import.title', { file: preview.fileName })}>
      <div className="lexicon-form" data-testid="import-preview">
        {preview.kind === 'too-big' && (
          <p className="lexicon-error" role="alert">
            {t('lexicons.import.tooBig', {
              file: preview.fileName,
              size: format(Number(megabytes(preview.bytes))),
              max: format(lexiconLimits.fileBytes / (1024 * 1024)),
            })}
          </p>
        )}
        {preview.kind === 'unreadable' && (
          <p className="lexicon-error" role="alert">
            {t('lexicons.import.unreadable', { reason: preview.message })}
          </p>
        )}
        {preview.kind === 'ready' && (
          <>
            <p>{t('lexicons.import.summary', { n: format(preview.entries) })}</p>
            {preview.language && <p className="lexicon-hint">{t('lexicons.import.language', { language: preview.language })}</p>}
            {preview.phonemes.length > 0 && (
              <div>
                <p>{t('lexicons.import.phonemes', { n: format(preview.phonemes.length) })}</p>
                <ul className="lexicon-problems" data-testid="import-phonemes">
                  {preview.phonemes.slice(0, LISTED).map((p, i) => (
                    <li key={i} dir="auto">
                      {t('lexicons.import.phonemeItem', {
                        graphemes: p.graphemes.join(' / '),
                        phoneme: p.phoneme,
                        alphabet: p.alphabet || 'ipa',
                      })}
                    </li>
                  ))}
                  {preview.phonemes.length > LISTED && (
                    <li>{t('lexicons.import.andMore', { n: format(preview.phonemes.length - LISTED) })}</li>
                  )}
                </ul>
              </div>
            )}
            {preview.refused.length > 0 && (
              <div>
                <p>{t('lexicons.import.refused', { n: format(preview.refused.length) })}</p>
                <ul className="lexicon-problems" data-testid="import-refused">
                  {preview.refused.slice(0, LISTED).map((r, i) => (
                    <li key={i}>
                      {t('lexicons.import.refusedItem', {
                        where: t(preview.format === 'pls' ? 'lexicons.import.lexeme' : 'lexicons.import.line'),
                        line: format(r.line),
                        entry: r.written,
                        reason: problemText(t, r.problem, format),
                      })}
                    </li>
                  ))}
                  {preview.refused.length > LISTED && (
                    <li>{t('lexicons.import.andMore', { n: format(preview.refused.length - LISTED) })}</li>
                  )}
                </ul>
              </div>
            )}
            {preview.skipped > 0 && <p className="lexicon-hint">{t('lexicons.import.skipped', { n: format(preview.skipped) })}</p>}
            <fieldset className="lexicon-dialects">
              <legend id={targetName}>{t('lexicons.import.into')}</legend>
              <label className="lexicon-check">
                <input type="radio" name={targetName} checked={into === 'new'} onChange={() => setInto('new')} />
                {t('lexicons.import.newLexicon', { name: fileBase })}
              </label>
              {selected && (
                <label className="lexicon-check">
                  <input type="radio" name={targetName} checked={into === 'selected'} onChange={() => setInto('selected')} />
                  {t('lexicons.import.existing', { name: selected.name })}
                </label>
              )}
            </fieldset>
          </>
        )}
        <div aria-live="polite">
          {failure && (
            <p className="lexicon-error" role="alert">
              {failure}
            </p>
          )}
        </div>
        <div className="ui-dialog-actions">
          <button type="button" className="button" data-variant="secondary" onClick={onClose}>
            {t('lexicons.import.cancel')}
          </button>
          {preview.kind === 'ready' && preview.entries > 0 && (
            <button type="button" className="button" disabled={busy} onClick={() => void run()}>
              {preview.refused.length > 0
                ? t('lexicons.import.confirmSkipping', { n: format(preview.entries), refused: format(preview.refused.length) })
                : t('lexicons.import.confirm', { n: format(preview.entries) })}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
