import { useTranslation } from 'react-i18next';
import { otherLanguage } from '../i18n';
import { useStudioStore } from '../store';
import { switchLanguage } from './language';

/**
 * One press shows the interface in the other language; the label is that language's own name.
 * In the header, and in the first-run welcome (a modal that hides the header until answered).
 */
export function LanguageSwitch({ testId = 'language-switch' }: { testId?: string }) {
  const { t } = useTranslation();
  const language = useStudioStore((state) => state.ui.language);
  const next = otherLanguage(language);
  return (
    <button
      type="button"
      className="language-switch"
      data-testid={testId}
      lang={next}
      title={t('language.switchHint')}
      onClick={() => switchLanguage(next)}
    >
      {t('language.other')}
    </button>
  );
}
