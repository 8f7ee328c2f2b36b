import { useTranslation } from 'react-i18next';
import { answerWelcome, welcomeWanted } from '../features/settings/account-actions';
import { useStudioStore } from '../store';
import { Dialog } from '../ui';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The first-run welcome (radix Dialog: focus trapped, Escape closes). Either answer leaves a
 * working studio: the first profile already uses the built-in sandbox. Shown while the main process
 * says this is the first run and the profile's settings do not record an answer.
 */
export function Welcome() {
  const { t } = useTranslation();
  const open = useStudioStore((state) => welcomeWanted(state.account));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) void answerWelcome('dismiss');
      }}
      title={t('settings.welcome.title')}
      description={t('settings.welcome.description')}
    >
      <div className="welcome-choices" data-testid="welcome">
        <button type="button" className="welcome-choice" data-testid="welcome-connect" onClick={() => void answerWelcome('connect')}>
          <span className="welcome-choice-title">{t('settings.welcome.connect')}</span>
          <span className="welcome-choice-hint">{t('settings.welcome.connectHint')}</span>
        </button>
        <button type="button" className="welcome-choice" data-testid="welcome-sandbox" onClick={() => void answerWelcome('sandbox')}>
          <span className="welcome-choice-title">{t('settings.welcome.explore')}</span>
          <span className="welcome-choice-hint">{t('settings.welcome.exploreHint')}</span>
        </button>
      </div>
      <p className="welcome-language">
        <LanguageSwitch testId="welcome-language-switch" />
      </p>
    </Dialog>
  );
}
