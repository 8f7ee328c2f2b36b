import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';

/** Placeholder until the agent-tools feature lands; the shell already routes here. */
export default function AgentToolsScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('agentTools.title')} intro={t('agentTools.intro')}>
      <p className="screen-note">{t('placeholder.comingSoon')}</p>
    </Screen>
  );
}
