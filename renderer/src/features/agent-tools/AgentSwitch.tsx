import { Switch } from '../../ui/Switch';

/**
 * The per-agent switch of a list row: the house Switch, its label ("<item> for <agent>") kept for
 * screen readers but not shown, because the column header already says what the switch is.
 */
export function AgentSwitch(props: { checked: boolean; label: string; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <span className="agent-switch-compact" data-testid="agent-switch">
      <Switch checked={props.checked} label={props.label} disabled={props.disabled} onCheckedChange={props.onChange} />
    </span>
  );
}
