// House-styled wrappers over radix-ui primitives. Features import from here, not from radix-ui,
// so styling, labelling and RTL behaviour stay in one place.
export { Dialog, DialogClose, type DialogProps } from './Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Switch, type SwitchProps } from './Switch';
export { Slider, type SliderProps } from './Slider';
export { Tooltip, TooltipProvider, type TooltipProps } from './Tooltip';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './DropdownMenu';
export { Screen } from './Screen';
export { EmptyState } from './EmptyState';
export { currentScreenHeading, focusNextScreenHeading } from './focus-screen';
export { refocusIfLost } from './focus-return';
export { DateField, type DateFieldProps } from './date-field/DateField';
export { Disclosure, type DisclosureProps } from './Disclosure';
