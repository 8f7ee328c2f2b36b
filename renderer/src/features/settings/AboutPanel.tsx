import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import './about.css';

/** What the main process says about itself. Paths and versions are shown left to right in any language. */
export function AboutPanel() {
  const { t } = useTranslation();
  const info = useStudioStore((state) => state.app.info);
  const transport = useStudioStore((state) => state.app.transport);
  const missing = t('settings.about.notLoaded');
  return (
    <dl className="about">
      <dt>{t('settings.about.version')}</dt>
      <dd>{info ? <bdi dir="ltr">{info.version}</bdi> : missing}</dd>
      <dt>{t('settings.about.transport')}</dt>
      <dd>{transport ? t(`settings.transportName.${transport}`) : missing}</dd>
      <dt>{t('settings.about.dataDir')}</dt>
      <dd>
        {info ? (
          <code className="about-path" dir="ltr">
            {info.dataDir}
          </code>
        ) : (
          missing
        )}
      </dd>
      <dt>{t('settings.about.platform')}</dt>
      <dd>{info ? <bdi dir="ltr">{info.platform}</bdi> : missing}</dd>
    </dl>
  );
}
