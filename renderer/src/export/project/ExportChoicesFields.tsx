import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliverableChoices } from '../../../../shared/contract/ops/deliverables';
import { exportFormats, mp3Bitrates, subtitleChoices, type ExportFormat } from '../../../../shared/model/audio-export';
import type { ChoiceField, ChoiceProblem } from '../../../../shared/model/deliverable-choices';
import { aacBitrates, loudnessPresets } from '../../../../shared/model/deliverables';
import { FieldProblem } from './FieldProblem';

/**
 * What a project export writes: chapter files (format and names), the audiobook (M4B) and/or one
 * MP3 with chapter marks, their bitrates, the loudness preset, trimming and subtitles. Each control
 * has a visible label that is its accessible name; help lines are its description.
 */
export function ExportChoicesFields({
  choices,
  onChange,
  onLeave,
  problem,
  disabled,
}: {
  choices: DeliverableChoices;
  onChange(patch: Partial<DeliverableChoices>): void;
  onLeave(field: ChoiceField): void;
  problem: ChoiceProblem | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const ids = {
    template: useId(),
    templateHelp: useId(),
    templateProblem: useId(),
    preset: useId(),
    presetHelp: useId(),
    subtitles: useId(),
    subtitlesHelp: useId(),
  };
  const usesMp3 = choices.chapterFormat === 'mp3' || choices.bookMp3;
  const badTemplate = problem?.field === 'fileNameTemplate' ? problem : null;
  return (
    <fieldset className="export-fieldset" disabled={disabled}>
      <legend>{t('projectExport.files')}</legend>
      <label className="export-field">
        <span>{t('projectExport.chapterFormat')}</span>
        <select
          value={choices.chapterFormat ?? 'none'}
          onChange={(e) => onChange({ chapterFormat: e.target.value === 'none' ? null : (e.target.value as ExportFormat) })}
        >
          <option value="none">{t('projectExport.chapterFormats.none')}</option>
          {exportFormats.map((format) => (
            <option key={format} value={format}>
              {t(`projectExport.chapterFormats.${format}`)}
            </option>
          ))}
        </select>
      </label>
      {choices.chapterFormat && (
        <div className="export-field">
          <label htmlFor={ids.template}>{t('projectExport.template')}</label>
          <input
            id={ids.template}
            dir="auto"
            value={choices.fileNameTemplate}
            maxLength={200}
            aria-invalid={badTemplate ? true : undefined}
            aria-describedby={badTemplate ? `${ids.templateProblem} ${ids.templateHelp}` : ids.templateHelp}
            onChange={(e) => onChange({ fileNameTemplate: e.target.value })}
            onBlur={() => onLeave('fileNameTemplate')}
          />
          <FieldProblem id={ids.templateProblem} problem={badTemplate} />
          <small id={ids.templateHelp}>{t('projectExport.templateHelp')}</small>
        </div>
      )}
      <label className="export-check">
        <input type="checkbox" checked={choices.m4b} onChange={(e) => onChange({ m4b: e.target.checked })} />
        <span>{t('projectExport.m4b')}</span>
      </label>
      {choices.m4b && (
        <label className="export-field">
          <span>{t('projectExport.m4bKbps')}</span>
          <select value={choices.m4bKbps} onChange={(e) => onChange({ m4bKbps: Number(e.target.value) as DeliverableChoices['m4bKbps'] })}>
            {aacBitrates.map((rate) => (
              <option key={rate} value={rate}>
                {t('projectExport.kbps', { rate })}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="export-check">
        <input type="checkbox" checked={choices.bookMp3} onChange={(e) => onChange({ bookMp3: e.target.checked })} />
        <span>{t('projectExport.bookMp3')}</span>
      </label>
      {usesMp3 && (
        <label className="export-field">
          <span>{t('projectExport.mp3Kbps')}</span>
          <select value={choices.mp3Kbps} onChange={(e) => onChange({ mp3Kbps: Number(e.target.value) as DeliverableChoices['mp3Kbps'] })}>
            {mp3Bitrates.map((rate) => (
              <option key={rate} value={rate}>
                {t('projectExport.kbps', { rate })}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="export-field">
        <label htmlFor={ids.preset}>{t('projectExport.loudness')}</label>
        <select
          id={ids.preset}
          value={choices.loudness}
          aria-describedby={ids.presetHelp}
          onChange={(e) => onChange({ loudness: e.target.value as DeliverableChoices['loudness'] })}
        >
          {loudnessPresets.map((preset) => (
            <option key={preset} value={preset}>
              {t(`projectExport.presets.${preset}`)}
            </option>
          ))}
        </select>
        <small id={ids.presetHelp}>{t('projectExport.presetHelp')}</small>
      </div>
      <label className="export-check">
        <input type="checkbox" checked={choices.trimSilence} onChange={(e) => onChange({ trimSilence: e.target.checked })} />
        <span>{t('projectExport.trim')}</span>
      </label>
      <div className="export-field">
        <label htmlFor={ids.subtitles}>{t('projectExport.subtitles')}</label>
        <select
          id={ids.subtitles}
          value={choices.subtitles}
          aria-describedby={ids.subtitlesHelp}
          onChange={(e) => onChange({ subtitles: e.target.value as DeliverableChoices['subtitles'] })}
        >
          {subtitleChoices.map((choice) => (
            <option key={choice} value={choice}>
              {t(`projectExport.subtitleChoices.${choice}`)}
            </option>
          ))}
        </select>
        <small id={ids.subtitlesHelp}>{t('projectExport.subtitlesHelp')}</small>
      </div>
    </fieldset>
  );
}
