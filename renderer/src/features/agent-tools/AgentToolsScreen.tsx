import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';
import { useStudioStore } from '../../store/studio-store';
import { loadAgents, setTab } from './agent-actions';
import type { AgentToolsTab } from './agent-tools-slice';
import { AgentPicker } from './AgentPicker';
import { KnowledgePanel } from './KnowledgePanel';
import { loadKnowledge, loadWebTools } from './list-actions';
import { loadMatrix } from './matrix-actions';
import { MatrixPanel } from './MatrixPanel';
import { NoticeBar } from './NoticeBar';
import { OfflineBanner } from './OfflineBanner';
import { WebToolsPanel } from './WebToolsPanel';
import { WebhooksPanel } from './webhooks/WebhooksPanel';
import './agent-tools.css';

const tabs: AgentToolsTab[] = ['webTools', 'knowledgeBase', 'matrix', 'webhooks'];
// The Webhooks panel loads its own agent's state when it mounts.
const loaders: Record<AgentToolsTab, () => Promise<void>> = {
  webTools: loadWebTools,
  knowledgeBase: loadKnowledge,
  matrix: loadMatrix,
  webhooks: async () => undefined,
};

/** Voice agents' web tools and knowledge base: an agent picker, two lists, the agent × item matrix and the call webhook. */
export default function AgentToolsScreen() {
  const { t } = useTranslation();
  const tab = useStudioStore((s) => s.agentTools.tab);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    void loadAgents().then(() => loaders[useStudioStore.getState().agentTools.tab]());
  }, []);

  const open = (next: AgentToolsTab) => {
    setTab(next);
    void loaders[next]();
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern); the mirrored order in RTL is the DOM's.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const rtl = document.documentElement.dir === 'rtl';
    const next = tabs[(tabs.indexOf(tab) + (rtl ? -step : step) + tabs.length) % tabs.length]!;
    open(next);
    tabRefs.current[tabs.indexOf(next)]?.focus();
  };

  return (
    <Screen title={t('agentTools.title')} intro={t('agentTools.intro')} fill>
      <div className="agent-tools">
        <AgentPicker onChosen={() => void loaders[useStudioStore.getState().agentTools.tab]()} />
        <OfflineBanner />
        <NoticeBar />
        <div role="tablist" aria-label={t('agentTools.tabs.label')} className="agent-tabs" onKeyDown={onKeyDown}>
          {tabs.map((name, index) => (
            <button
              key={name}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`agent-tab-${name}`}
              aria-controls={`agent-panel-${name}`}
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              data-testid={`agent-tab-${name}`}
              onClick={() => open(name)}
            >
              {t(`agentTools.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`agent-panel-${tab}`} aria-labelledby={`agent-tab-${tab}`} className="agent-panel">
          {tab === 'webTools' && <WebToolsPanel />}
          {tab === 'knowledgeBase' && <KnowledgePanel />}
          {tab === 'matrix' && <MatrixPanel />}
          {tab === 'webhooks' && <WebhooksPanel />}
        </div>
      </div>
    </Screen>
  );
}
