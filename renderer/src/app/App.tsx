import { I18nextProvider } from 'react-i18next';
import { Direction } from 'radix-ui';
import { i18n, directionOf } from '../i18n';
import { useStudioStore } from '../store';
import { TooltipProvider } from '../ui/Tooltip';
import { Shell } from './Shell';

/** Providers every screen relies on: strings, reading direction for radix primitives, tooltip timing. */
export function App() {
  const language = useStudioStore((state) => state.ui.language);
  return (
    <I18nextProvider i18n={i18n}>
      <Direction.Provider dir={directionOf(language)}>
        <TooltipProvider>
          <Shell />
        </TooltipProvider>
      </Direction.Provider>
    </I18nextProvider>
  );
}
