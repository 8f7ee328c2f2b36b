import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useStudioStore } from '../../store/studio-store';
import { chooseAgent, loadAgents } from './agent-actions';
import { errorText } from '../../i18n/error-text';

/** The picker's element id: an empty tab's "Choose a voice agent" moves the focus to it. */
export const agentPickerId = 'agent-picker';

/** Moves the focus to the agent picker and opens its list where the browser allows that. */
export function focusAgentPicker(): void {
  const picker = document.getElementById(agentPickerId);
  if (!(picker instanceof HTMLSelectElement)) return;
  picker.focus();
  try {
    picker.showPicker();
  } catch {
    // Not allowed here (no user gesture, or an older engine): the focus alone says where to choose.
  }
}

/** Chooses the agent whose switches the lists show; the choice is remembered for the next run. */
export function AgentPicker({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const id = agentPickerId;
  const { agents, selectedAgentId, agentsError, agentsLoading } = useStudioStore(
    useShallow(({ agentTools: a }) => ({
      agents: a.agents,
      selectedAgentId: a.selectedAgentId,
      agentsError: a.agentsError,
      agentsLoading: a.agentsLoading,
    })),
  );
  return (
    <div className="agent-picker">
      <label htmlFor={id}>{t('agentTools.picker.label')}</label>
      <select
        id={id}
        className="text-input"
        data-testid="agent-picker"
        value={selectedAgentId ?? ''}
        disabled={agentsLoading}
        onChange={(e) => {
          void chooseAgent(e.target.value || null);
          onChosen();
        }}
      >
        <option value="">{t('agentTools.picker.none')}</option>
        {agents.map((agent) => (
          <option key={agent.id} value={agent.id} dir="auto">
            {agent.name}
          </option>
        ))}
      </select>
      {agentsError && (
        <span role="alert" className="agent-error">
          {t('agentTools.picker.failed', { reason: errorText(agentsError) })}{' '}
          <button type="button" className="button" data-variant="secondary" onClick={() => void loadAgents()}>
            {t('agentTools.list.retry')}
          </button>
        </span>
      )}
    </div>
  );
}
