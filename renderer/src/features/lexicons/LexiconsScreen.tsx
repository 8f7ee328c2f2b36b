import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/error-text';
import { useStudioStore } from '../../store';
import { Screen } from '../../ui';
import { LexiconEditor } from './LexiconEditor';
import { LexiconList } from './LexiconList';
import { loadDialects, loadLexicons, watchLexicons } from './lexicons-actions';
import { LexiconsStatus } from './LexiconsStatus';
import './lexicons.css';

/**
 * The Lexicons screen: the profile's lexicons on one side, the chosen one's entries on the other,
 * with search, order, add, edit, delete, paste, undo, import, export and "Try it".
 */
export default function LexiconsScreen() {
  const { t } = useTranslation();
  const status = useStudioStore((s) => s.lexicons.status);
  const loadError = useStudioStore((s) => s.lexicons.loadError);
  const unreadable = useStudioStore((s) => s.lexicons.unreadable);
  const selected = useStudioStore((s) => s.lexicons.selected);
  // The screen can render before initApp has connected the transport; start once it has.
  const connected = useStudioStore((s) => s.app.transport !== null);

  useEffect(() => {
    if (!connected) return;
    const stop = watchLexicons();
    void loadLexicons();
    void loadDialects();
    return stop;
  }, [connected]);

  return (
    <Screen title={t('lexicons.title')} intro={t('lexicons.intro')}>
      {status === 'failed' && loadError && (
        <p className="lexicon-error" role="alert">
          {t('lexicons.loadFailed', { reason: errorText(loadError) })}
        </p>
      )}
      {(status === 'idle' || status === 'loading') && <p className="screen-note">{t('lexicons.loading')}</p>}
      {unreadable.map((file) => (
        <p key={file.path} className="lexicon-error" role="alert">
          {t('lexicons.unreadable', { path: file.movedTo ?? file.path })}
        </p>
      ))}
      <LexiconsStatus />
      <div className="lexicons-layout" data-testid="lexicons">
        <LexiconList />
        <div className="lexicons-main">
          {selected ? <LexiconEditor lexicon={selected} /> : <p className="lexicon-hint">{t('lexicons.lexicon.none')}</p>}
        </div>
      </div>
    </Screen>
  );
}
