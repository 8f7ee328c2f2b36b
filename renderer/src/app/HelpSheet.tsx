import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionIds } from '../store';
import { Dialog } from '../ui';
import { sectionLabelKeys } from './sections';
import './help-sheet.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl';

/** One key combination: each key its own <kbd>, always left to right ("Alt + 1" reads the same in Arabic). */
function Keys({ keys }: { keys: string[] }) {
  return (
    <kbd className="help-keys" dir="ltr">
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && <span aria-hidden="true"> + </span>}
          <kbd>{key}</kbd>
        </Fragment>
      ))}
    </kbd>
  );
}

/**
 * The shortcut list (F1 or "?", or the status bar's button): a radix dialog, so focus moves in and
 * returns to where it was. It also leads to the About sheet.
 */
export function HelpSheet({
  open,
  onOpenChange,
  onShowAbout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShowAbout: () => void;
}) {
  const { t } = useTranslation();
  const rows: Array<{ id: string; keys: string[][]; label: string }> = [
    { id: 'help', keys: [['F1'], ['?']], label: t('shortcuts.help') },
    ...sectionIds.map((section, index) => ({
      id: section,
      keys: [['Alt', String(index + 1)]],
      label: t('shortcuts.section', { section: t(sectionLabelKeys[section]) }),
    })),
    { id: 'search', keys: [[mod, 'F'], ['/']], label: t('shortcuts.search') },
    { id: 'generate', keys: [[mod, 'Enter']], label: t('shortcuts.generate') },
    { id: 'generate-again', keys: [[mod, 'Shift', 'Enter']], label: t('shortcuts.generateAgain') },
    { id: 'play', keys: [['Alt', 'P']], label: t('shortcuts.playPause') },
    {
      id: 'blocks',
      keys: [
        ['Alt', '↑'],
        ['Alt', '↓'],
      ],
      label: t('shortcuts.blocks'),
    },
    { id: 'new-block', keys: [['Enter']], label: t('shortcuts.newBlock') },
    { id: 'join-block', keys: [['Backspace']], label: t('shortcuts.joinBlock') },
    {
      id: 'move-chapter',
      keys: [
        ['Alt', 'Shift', '↑'],
        ['Alt', 'Shift', '↓'],
      ],
      label: t('shortcuts.moveChapter'),
    },
    { id: 'player', keys: [['Space'], ['←'], ['→']], label: t('shortcuts.playerBar') },
    { id: 'escape', keys: [['Esc']], label: t('shortcuts.escape') },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('shortcuts.title')} description={t('shortcuts.description')}>
      <dl className="help-list" data-testid="help-sheet">
        {rows.map((row) => (
          <div className="help-row" key={row.id}>
            <dt className="help-row-keys">
              {row.keys.map((combo, index) => (
                <Fragment key={combo.join('+')}>
                  {index > 0 && <span className="help-or">{t('shortcuts.or')}</span>}
                  <Keys keys={combo} />
                </Fragment>
              ))}
            </dt>
            <dd className="help-row-label">{row.label}</dd>
          </div>
        ))}
      </dl>
      <p className="help-more">
        <button type="button" className="button" data-variant="secondary" onClick={onShowAbout}>
          {t('shortcuts.about')}
        </button>
      </p>
    </Dialog>
  );
}
