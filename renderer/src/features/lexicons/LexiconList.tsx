import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { ImportButton } from './ImportButton';
import { createLexicon, selectLexicon } from './lexicons-actions';
import { useNumberFormat } from './use-number-format';

/** The lexicons, each a button that opens it (the open one marked), then "New lexicon" and "Import". */
export function LexiconList() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const lexicons = useStudioStore((s) => s.lexicons.lexicons);
  const selectedId = useStudioStore((s) => s.lexicons.selectedId);
  const status = useStudioStore((s) => s.lexicons.status);
  const nameId = useId();
  const listId = useId();
  const [name, setName] = useState('');

  return (
    <div className="lexicons-side">
      <h2 id={listId} className="lexicons-heading">
        {t('lexicons.list.label')}
      </h2>
      {status === 'ready' && lexicons.length === 0 && <p className="lexicon-hint">{t('lexicons.list.empty')}</p>}
      <ul className="lexicons-list" aria-labelledby={listId}>
        {lexicons.map((lexicon) => (
          <li key={lexicon.id}>
            <button
              type="button"
              className="lexicons-item"
              aria-current={lexicon.id === selectedId ? 'true' : undefined}
              onClick={() => void selectLexicon(lexicon.id)}
            >
              <span className="lexicons-item-name" dir="auto">
                {lexicon.name}
              </span>
              <span className="lexicon-hint">
                {t('lexicons.list.entries', { n: format(lexicon.entryCount) })}
                {lexicon.projectId && ` · ${t('lexicons.list.project', { id: lexicon.projectId.slice(0, 8) })}`}
                {!lexicon.enabled && ` · ${t('lexicons.list.off')}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <form
        className="lexicons-create"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') return;
          void createLexicon(name.trim()).then(() => setName(''));
        }}
      >
        <label htmlFor={nameId}>{t('lexicons.list.newName')}</label>
        <input id={nameId} className="text-input" dir="auto" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="button" disabled={name.trim() === ''}>
          {t('lexicons.list.create')}
        </button>
      </form>
      <ImportButton />
    </div>
  );
}
