import { useTranslation } from 'react-i18next';
import type { WebhookAgentState } from '../../../../../shared/model/webhooks';
import { useStudioStore } from '../../../store/studio-store';
import { EmptyState } from '../../../ui';
import { loadAgents } from '../agent-actions';
import { focusAgentPicker } from '../AgentPicker';
import { EndpointSection } from './EndpointSection';
import { InspectorSection } from './InspectorSection';
import { SecretSection } from './SecretSection';
import { TemplatesSection } from './TemplatesSection';
import { TestEventsSection } from './TestEventsSection';
import { useWebhookAgent } from './use-webhook-agent';
import { webhookErrorText } from './webhook-text';
import './webhooks.css';

/** The chosen agent's call webhook: where to paste it, the endpoint check, the secret, tests, templates. */
export function WebhooksPanel() {
  const { t } = useTranslation();
  const agentId = useStudioStore((s) => s.agentTools.selectedAgentId);
  // Unknown while loading, and after a failure (the picker above says why and offers to retry).
  const agentCount = useStudioStore(({ agentTools: a }) => (a.agentsLoading || a.agentsError ? null : a.agents.length));
  if (!agentId) {
    if (agentCount === null) return null;
    // One message and the next action, not a blank tab: choose an agent, or look again for one.
    return agentCount > 0 ? (
      <EmptyState
        testId="webhooks-empty"
        message={t('agentTools.webhooks.needAgent')}
        action={t('agentTools.webhooks.chooseAgent')}
        onAction={focusAgentPicker}
      />
    ) : (
      <EmptyState
        testId="webhooks-empty"
        message={t('agentTools.webhooks.noAgents')}
        action={t('agentTools.list.checkAgain')}
        onAction={() => void loadAgents()}
      />
    );
  }
  // Keyed by agent: switching agents starts from that agent's state, never shows the last one's.
  return <AgentWebhooks key={agentId} agentId={agentId} />;
}

function AgentWebhooks({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const { state, setState, error, reload } = useWebhookAgent(agentId);
  if (error) {
    return (
      <p role="alert" className="agent-error">
        {t('agentTools.webhooks.loadFailed', { reason: webhookErrorText(t, error) })}{' '}
        <button type="button" className="button" data-variant="secondary" onClick={() => void reload()}>
          {t('agentTools.webhooks.retry')}
        </button>
      </p>
    );
  }
  if (!state) return <p className="agent-muted">{t('app.loading')}</p>;
  return (
    <div className="webhooks" data-testid="webhooks-panel">
      <WhereToPaste />
      <EndpointSection agentId={agentId} rememberedUrl={state.url} onChecked={() => void reload()} />
      <SecretSection state={state} onState={setState} />
      <TestEventsSection agentId={agentId} blocked={testsBlocked(state)} samples={state.samples} />
      <TemplatesSection />
      <InspectorSection agentId={agentId} />
    </div>
  );
}

/** Why tests cannot be sent yet (the section says it and keeps its buttons off), or null when they can. */
function testsBlocked(state: WebhookAgentState): 'needBoth' | 'needPassingUrl' | null {
  if (state.url === null || !state.hasSecret) return 'needBoth';
  return state.urlPassed ? null : 'needPassingUrl';
}

/** The dashboard's field names, as code: they read left to right in either language. */
const dashboardFields = [
  ['webhookUrl', 'url'],
  ['webhookAuth.authKey', 'authKey'],
  ['webhookAuth.authSecret', 'authSecret'],
] as const;

function WhereToPaste() {
  const { t } = useTranslation();
  // Each item takes the page's direction (an Arabic list has its bullets and field names on the
  // right); only the field name is isolated left to right, so "name: what" keeps its order.
  return (
    <section className="webhooks-section" aria-labelledby="webhooks-where">
      <h3 id="webhooks-where">{t('agentTools.webhooks.where.title')}</h3>
      <p className="agent-muted">{t('agentTools.webhooks.where.body')}</p>
      <ul className="webhooks-where">
        {dashboardFields.map(([field, what]) => (
          <li key={field}>
            <code dir="ltr">{field}</code>: <span>{t(`agentTools.webhooks.where.${what}`)}</span>
          </li>
        ))}
      </ul>
      <p className="agent-muted">{t('agentTools.webhooks.where.save')}</p>
    </section>
  );
}
