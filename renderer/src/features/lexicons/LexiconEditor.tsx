import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lexicon } from '../../../../shared/lexicon';
import { useStudioStore } from '../../store';
import { ConfirmDialog, Disclosure, Switch } from '../../ui';
import { BulkPaste } from './BulkPaste';
import { EntryForm } from './EntryForm';
import { EntryList } from './EntryList';
import { deleteLexicon, exportLexicon, renameLexicon, setLexiconEnabled, undoLast } from './lexicons-actions';
import { useNumberFormat } from './use-number-format';

/** One lexicon: its name, switch, export and delete; undo; adding one entry or many; its entries. */
export function LexiconEditor({ lexicon }: { lexicon: Lexicon }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const undo = useStudioStore((s) => s.lexicons.undo.findLast((step) => step.lexiconId === lexicon.id) ?? null);

  return (
    <section className="lexicon-editor" aria-labelledby={headingId} data-testid="lexicon-editor">
      <h2 id={headingId} className="lexicons-heading" dir="auto">
        {lexicon.name}
      </h2>
      <div className="lexicon-toolbar">
        <RenameForm key={`${lexicon.id}|${lexicon.name}`} id={lexicon.id} current={lexicon.name} />
        <Switch
          checked={lexicon.enabled}
          onCheckedChange={(on) => void setLexiconEnabled(lexicon.id, on)}
          label={t('lexicons.lexicon.enabled')}
        />
      </div>
      <p className="lexicon-hint">{t('lexicons.lexicon.language', { language: lexicon.language })}</p>
      <div className="lexicon-toolbar">
        <button type="button" className="button" data-variant="secondary" onClick={() => void exportLexicon(lexicon.id, 'pls')}>
          {t('lexicons.lexicon.exportPls')}
        </button>
        <button type="button" className="button" data-variant="secondary" onClick={() => void exportLexicon(lexicon.id, 'csv')}>
          {t('lexicons.lexicon.exportCsv')}
        </button>
        {undo && (
          <button type="button" className="button" data-variant="secondary" onClick={() => void undoLast()}>
            {t('lexicons.undo.button', { action: t(`lexicons.undo.${undo.action}`) })}
          </button>
        )}
        <button type="button" className="button" data-variant="danger" onClick={() => setConfirming(true)}>
          {t('lexicons.lexicon.delete')}
        </button>
      </div>
      <p className="lexicon-hint">{t('lexicons.lexicon.exportNote')}</p>
      <Disclosure label={t('lexicons.entry.add')} initiallyOpen>
        <EntryForm mode="add" />
      </Disclosure>
      <Disclosure label={t('lexicons.paste.toggle')}>
        <BulkPaste />
      </Disclosure>
      <EntryList lexicon={lexicon} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('lexicons.lexicon.deleteTitle', { name: lexicon.name })}
        description={t('lexicons.lexicon.deleteBody', { n: format(lexicon.entries.length) })}
        confirmLabel={t('lexicons.lexicon.delete')}
        destructive
        onConfirm={() => void deleteLexicon(lexicon.id)}
      />
    </section>
  );
}

/** The lexicon's name, editable; made afresh when the lexicon or its saved name changes. */
function RenameForm({ id, current }: { id: string; current: string }) {
  const { t } = useTranslation();
  const nameId = useId();
  const [name, setName] = useState(current);
  const changed = name.trim() !== '' && name.trim() !== current;
  return (
    <form
      className="lexicon-rename"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) void renameLexicon(id, name.trim());
      }}
    >
      <label htmlFor={nameId}>{t('lexicons.lexicon.name')}</label>
      <input id={nameId} className="text-input" dir="auto" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="button" data-variant="secondary" disabled={!changed}>
        {t('lexicons.lexicon.rename')}
      </button>
    </form>
  );
}
