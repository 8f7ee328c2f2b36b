import { useId } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import './ui.css';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label, also the switch's accessible name. */
  label: string;
  disabled?: boolean;
  /** The id of visible text saying why the switch cannot be used (or what it affects). */
  describedBy?: string;
}

/** An on/off setting (role="switch"), labelled; the thumb slides toward the reading end in RTL too. */
export function Switch({ checked, onCheckedChange, label, disabled, describedBy }: SwitchProps) {
  const id = useId();
  return (
    <span className="ui-switch-field">
      <RadixSwitch.Root
        id={id}
        className="ui-switch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        <RadixSwitch.Thumb className="ui-switch-thumb" />
      </RadixSwitch.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
