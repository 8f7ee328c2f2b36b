import { Slider as RadixSlider } from 'radix-ui';
import './ui.css';

export interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  /** Called once when the user lets go; use it for work too costly to repeat on every step. */
  onValueCommit?: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** Accessible name of the thumb. */
  label: string;
  /** Spoken value (aria-valuetext), e.g. "1.2×" or a localised number. */
  valueText?: string;
  disabled?: boolean;
}

/** A single-value slider; follows the reading direction (radix reads it from Direction.Provider). */
export function Slider({ value, onValueChange, onValueCommit, min, max, step = 1, label, valueText, disabled }: SliderProps) {
  return (
    <RadixSlider.Root
      className="ui-slider"
      value={[value]}
      onValueChange={([next]) => next !== undefined && onValueChange(next)}
      onValueCommit={([next]) => next !== undefined && onValueCommit?.(next)}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
    >
      <RadixSlider.Track className="ui-slider-track">
        <RadixSlider.Range className="ui-slider-range" />
      </RadixSlider.Track>
      <RadixSlider.Thumb className="ui-slider-thumb" aria-label={label} aria-valuetext={valueText} />
    </RadixSlider.Root>
  );
}
