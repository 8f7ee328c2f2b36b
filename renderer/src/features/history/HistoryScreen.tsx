import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';

/** Placeholder until the history feature lands; the shell already routes here. */
export default function HistoryScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('history.title')} intro={t('history.intro')}>
      <p className="screen-note">{t('placeholder.comingSoon')}</p>
    </Screen>
  );
}
