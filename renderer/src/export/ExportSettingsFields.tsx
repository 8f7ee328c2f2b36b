import { useTranslation } from 'react-i18next';
import { exportFormats, loudnessTargets, mp3Bitrates, type ExportSettings } from '../../../shared/model/audio-export';
import './export.css';

/**
 * The export choices every export dialog offers — format, MP3 bitrate, loudness, trimming — each a
 * labelled control whose visible label is its accessible name. The wording is the clips' own
 * (`history.export.*`), so the clips' and the joined recording's dialogs say the same.
 */
export function ExportSettingsFields({ settings, onChange }: { settings: ExportSettings; onChange(patch: Partial<ExportSettings>): void }) {
  const { t } = useTranslation();
  return (
    <>
      <label className="export-field">
        <span>{t('history.export.format')}</span>
        <select
          value={settings.format}
          data-testid="export-format"
          onChange={(e) => onChange({ format: e.target.value as ExportSettings['format'] })}
        >
          {exportFormats.map((format) => (
            <option key={format} value={format}>
              {t(`history.export.formats.${format}`)}
            </option>
          ))}
        </select>
      </label>
      {settings.format === 'mp3' && (
        <label className="export-field">
          <span>{t('history.export.bitrate')}</span>
          <select value={settings.mp3Kbps} onChange={(e) => onChange({ mp3Kbps: Number(e.target.value) as ExportSettings['mp3Kbps'] })}>
            {mp3Bitrates.map((rate) => (
              <option key={rate} value={rate}>
                {t('history.export.kbps', { rate })}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="export-field">
        <span>{t('history.export.loudness')}</span>
        <select
          value={settings.loudness ?? 'off'}
          onChange={(e) => onChange({ loudness: e.target.value === 'off' ? null : (Number(e.target.value) as ExportSettings['loudness']) })}
        >
          <option value="off">{t('history.export.loudnessOff')}</option>
          {loudnessTargets.map((lufs) => (
            <option key={lufs} value={lufs}>
              {t('history.export.lufs', { lufs: String(lufs).replace('-', '−') })}
            </option>
          ))}
        </select>
      </label>
      <label className="export-check">
        <input type="checkbox" checked={settings.trimSilence} onChange={(e) => onChange({ trimSilence: e.target.checked })} />
        <span>{t('history.export.trim')}</span>
      </label>
    </>
  );
}
