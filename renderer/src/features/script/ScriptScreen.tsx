import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';

/** Placeholder until the script-editor feature lands; the shell already routes here. */
export default function ScriptScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('script.title')} intro={t('script.intro')}>
      <p className="screen-note">{t('placeholder.comingSoon')}</p>
    </Screen>
  );
}
