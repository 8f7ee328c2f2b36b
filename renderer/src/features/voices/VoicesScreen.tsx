import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';

/** Placeholder until the voices feature lands; the shell already routes here. */
export default function VoicesScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('voices.title')} intro={t('voices.intro')}>
      <p className="screen-note">{t('placeholder.comingSoon')}</p>
    </Screen>
  );
}
