import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../store';
import { useSectionScreen } from './sections';

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="section-loading" role="status">
      {t('app.loading')}
    </p>
  );
}

function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <p className="section-failed" role="alert">
      {t('app.screenFailed')}
    </p>
  );
}

/** Keeps a screen that throws while rendering from taking the sidebar and status bar with it. */
class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

/** The current section's screen; its chunk is fetched on first visit unless preloaded. */
export function SectionScreen() {
  const section = useStudioStore((state) => state.ui.section);
  const screen = useSectionScreen(section);
  if (screen.status === 'failed') return <ScreenFailed />;
  if (screen.status !== 'loaded') return <Loading />;
  const { Screen } = screen;
  return (
    // Keyed by section so a failure in one screen is forgotten when the user moves on.
    <ScreenBoundary key={section}>
      <Screen />
    </ScreenBoundary>
  );
}
