import type { ComponentProps } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import './ui.css';

/**
 * A menu of actions (roving focus, typeahead, RTL-aware submenus). Compose:
 * <DropdownMenu><DropdownMenuTrigger asChild><button/></DropdownMenuTrigger>
 * <DropdownMenuContent><DropdownMenuItem onSelect={...}/></DropdownMenuContent></DropdownMenu>
 */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content className={join('ui-menu', className)} sideOffset={sideOffset} {...props} />
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return <RadixMenu.Item className={join('ui-menu-item', className)} {...props} />;
}

export function DropdownMenuCheckboxItem({ className, children, ...props }: ComponentProps<typeof RadixMenu.CheckboxItem>) {
  return (
    <RadixMenu.CheckboxItem className={join('ui-menu-item', className)} {...props}>
      <RadixMenu.ItemIndicator className="ui-menu-indicator">✓</RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.CheckboxItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={join('ui-menu-label', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={join('ui-menu-separator', className)} {...props} />;
}

function join(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
