import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutPanel } from '../features/settings/AboutPanel';
import { PingControl } from '../features/settings/PingControl';
import { Dialog } from '../ui';

/**
 * Version, transport, data folder, platform and the round-trip check: detail for a developer or a
 * support request, kept out of the status bar and opened from it (or from the shortcut sheet).
 */
export function AboutSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const pingId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('settings.about.heading')}>
      <div className="about-sheet" data-testid="about-sheet">
        <AboutPanel />
        <section className="about-ping" aria-labelledby={pingId}>
          <h3 id={pingId}>{t('settings.ping.heading')}</h3>
          <p className="about-intro">{t('settings.ping.intro')}</p>
          <PingControl />
        </section>
      </div>
    </Dialog>
  );
}
