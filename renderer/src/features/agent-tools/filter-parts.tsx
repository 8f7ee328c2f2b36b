import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store/studio-store';

/** The pieces both lists' filters are made of: their frame and a labelled choice (the search box: list-parts.tsx). */

/**
 * The frame of a list's filters, opening with "only this agent's": both lists ask the service for
 * it the same way, and it can only apply once an agent is chosen, so it is disabled until then.
 */
export function AgentFilterSet(props: { onlyThisAgent: boolean; onOnlyThisAgent: (on: boolean) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const hasAgent = useStudioStore((s) => !!s.agentTools.selectedAgentId);
  return (
    <fieldset className="agent-filters">
      <legend className="visually-hidden">{t('agentTools.filters.label')}</legend>
      <label className="agent-check">
        <input
          type="checkbox"
          checked={props.onlyThisAgent}
          disabled={!hasAgent}
          onChange={(e) => props.onOnlyThisAgent(e.target.checked)}
        />
        {t('agentTools.filters.onlyThisAgent')}
      </label>
      {props.children}
    </fieldset>
  );
}

/** One filter chosen from a short list, its visible label its name; `Value` keeps choices and handler in step. */
export function FilterChoice<Value extends string>(props: {
  label: string;
  testId: string;
  value: Value;
  choices: readonly { value: Value; label: string }[];
  onChoose: (value: Value) => void;
}) {
  return (
    <label className="agent-field">
      {props.label}
      <select
        className="text-input"
        data-testid={props.testId}
        value={props.value}
        onChange={(e) => {
          const chosen = props.choices.find((choice) => choice.value === e.target.value);
          if (chosen) props.onChoose(chosen.value);
        }}
      >
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
