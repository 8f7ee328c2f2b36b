import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import './ui.css';

/** Mounted once at the app root so tooltips share one open delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider delayDuration={400}>{children}</RadixTooltip.Provider>;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button); the tooltip describes it. */
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

/** A hint on hover and keyboard focus. Never the only place an essential label lives. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className="ui-tooltip" side={side} sideOffset={6}>
          {content}
          <RadixTooltip.Arrow className="ui-tooltip-arrow" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
