import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryInput } from '../../../../shared/contract/ops/lexicons';
import { checkEntry, foldedKey, parseBulkPaste } from '../../../../shared/lexicon';
import { problemText } from '../../lexicon';
import { useStudioStore } from '../../store';
import { saveEntries } from './lexicons-actions';
import { useNumberFormat } from './use-number-format';

const pasteReason = { 'no-equals': 'noEquals', 'written-empty': 'writtenEmpty', 'spoken-empty': 'spokenEmpty' } as const;

/**
 * Many entries at once, one `written = spoken` per line. All or nothing: a line that cannot be
 * read, or an entry its checks refuse, is named by its line and nothing is added until it is
 * fixed. A written form already in the lexicon (for every dialect) gets the new spoken form.
 */
export function BulkPaste() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const entries = useStudioStore((s) => s.lexicons.selected?.entries ?? []);

  async function add() {
    const parsed = parseBulkPaste(text);
    const found = parsed.problems.map((p) =>
      t('lexicons.paste.problem', { line: format(p.line), reason: t(`lexicons.paste.${pasteReason[p.code]}`) }),
    );
    for (const entry of parsed.entries) {
      const problem = checkEntry(entry);
      if (problem)
        found.push(
          t('lexicons.paste.refused', { line: format(entry.line), entry: entry.written, reason: problemText(t, problem, format) }),
        );
    }
    setProblems(found);
    if (found.length > 0 || parsed.entries.length === 0) return;
    const byKey = new Map(entries.filter((e) => e.dialects.length === 0).map((e) => [foldedKey(e.written), e]));
    const inputs: EntryInput[] = parsed.entries.map(({ written, spoken }) => {
      const existing = byKey.get(foldedKey(written));
      return existing ? { id: existing.id, written, spoken } : { written, spoken };
    });
    const saved = await saveEntries(inputs, 'paste', { key: 'paste.added', values: { n: format(inputs.length) } });
    if (saved.ok) setText('');
  }

  return (
    <div className="lexicon-form" data-testid="bulk-paste">
      <label htmlFor={id}>{t('lexicons.paste.label')}</label>
      <textarea
        id={id}
        className="lexicon-paste"
        dir="auto"
        rows={6}
        value={text}
        aria-describedby={hintId}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={hintId} className="lexicon-hint">
        {t('lexicons.paste.hint')}
      </p>
      <div aria-live="polite">
        {problems.length > 0 && (
          <ul className="lexicon-problems" role="alert">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="lexicon-toolbar">
        <button type="button" className="button" disabled={text.trim() === ''} onClick={() => void add()}>
          {t('lexicons.paste.add')}
        </button>
      </div>
    </div>
  );
}
