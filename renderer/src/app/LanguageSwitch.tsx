import { useTranslation } from 'react-i18next';
import { otherLanguage } from '../i18n';
import { useStudioStore } from '../store';
import { switchLanguage } from './language';

/** One press shows the interface in the other language; the label is that language's own name. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useStudioStore((state) => state.ui.language);
  const next = otherLanguage(language);
  return (
    <button
      type="button"
      className="language-switch"
      data-testid="language-switch"
      lang={next}
      title={t('language.switchHint')}
      onClick={() => switchLanguage(next)}
    >
      {t('language.other')}
    </button>
  );
}
