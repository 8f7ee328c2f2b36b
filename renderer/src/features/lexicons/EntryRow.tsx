import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryWarning, LexiconEntry } from '../../../../shared/lexicon';
import { useStudioStore } from '../../store';
import { Dialog, Switch } from '../../ui';
import { EntryForm } from './EntryForm';
import { deleteEntries, toggleEntry } from './lexicons-actions';
import { TryItDialog } from './TryItDialog';

interface EntryRowProps {
  entry: LexiconEntry;
  warnings: EntryWarning[];
  /** Every entry by id, to name the other side of a duplicate or conflict. */
  others: ReadonlyMap<string, LexiconEntry>;
}

/** One entry: written, spoken, what limits it and what is wrong with it, and what can be done to it. */
export function EntryRow({ entry, warnings, others }: EntryRowProps) {
  const { t } = useTranslation();
  const language = useStudioStore((s) => s.ui.language);
  const dialects = useStudioStore((s) => s.lexicons.dialects);
  const [editing, setEditing] = useState(false);
  const [trying, setTrying] = useState(false);
  const dialectName = (code: string) => {
    const d = dialects.find((x) => x.code === code);
    return d ? (language === 'ar' && d.nameAr ? d.nameAr : d.name) : code;
  };

  return (
    <tr data-testid="lexicon-entry" data-enabled={entry.enabled} data-warned={warnings.length > 0}>
      <td>
        <bdi>{entry.written}</bdi>
      </td>
      <td>
        <bdi>{entry.spoken}</bdi>
      </td>
      <td className="lexicon-details">
        {entry.dialects.length > 0 && (
          <span>{t('lexicons.entry.dialectsShort', { list: entry.dialects.map(dialectName).join('، ') })}</span>
        )}
        {entry.caseSensitive && <span>{t('lexicons.entry.caseShort')}</span>}
        {entry.note && <span dir="auto">{entry.note}</span>}
        {warnings.map((warning, i) => {
          const other = warning.otherId ? others.get(warning.otherId) : undefined;
          return (
            <span key={i} className="lexicon-warning" data-kind={warning.kind}>
              {t(`lexicons.warnings.${warning.kind}`, { other: other?.written ?? '', otherSpoken: other?.spoken ?? '' })}
            </span>
          );
        })}
      </td>
      <td className="lexicon-actions">
        <Switch
          checked={entry.enabled}
          onCheckedChange={() => void toggleEntry(entry)}
          label={t('lexicons.entry.enabled', { entry: entry.written })}
        />
        <button type="button" className="button" data-variant="secondary" onClick={() => setTrying(true)}>
          {t('lexicons.entry.tryIt')}
          <span className="visually-hidden"> “{entry.written}”</span>
        </button>
        <button type="button" className="button" data-variant="secondary" onClick={() => setEditing(true)}>
          {t('lexicons.entry.edit')}
          <span className="visually-hidden"> “{entry.written}”</span>
        </button>
        <button type="button" className="button" data-variant="danger" onClick={() => void deleteEntries([entry.id])}>
          {t('lexicons.entry.delete')}
          <span className="visually-hidden"> “{entry.written}”</span>
        </button>
        {editing && (
          <Dialog open onOpenChange={setEditing} title={t('lexicons.entry.editTitle', { entry: entry.written })}>
            <EntryForm mode="edit" entry={entry} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
          </Dialog>
        )}
        {trying && <TryItDialog entry={entry} onClose={() => setTrying(false)} />}
      </td>
    </tr>
  );
}
