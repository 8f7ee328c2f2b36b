import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EncodingChoice } from '../../../../shared/model/import';
import { chooseEncoding } from './import-actions';

/**
 * When the bytes read sensibly in more than one encoding, every reading is shown side by side and
 * the user picks the one that reads right (a detector is never trusted on a short file).
 */
export function ImportEncoding({ choice, disabled }: { choice: EncodingChoice; disabled: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const name = useId();
  return (
    <fieldset className="projects-import-encoding" aria-describedby={hintId} data-testid="import-encoding">
      <legend>{t('projects.importDialog.encoding')}</legend>
      <p id={hintId} className="projects-hint">
        {t('projects.importDialog.encodingHint')}
      </p>
      {choice.readings.map((reading) => (
        <label key={reading.encoding} className="projects-import-reading">
          <input
            type="radio"
            name={name}
            value={reading.encoding}
            checked={choice.chosen === reading.encoding}
            disabled={disabled}
            onChange={() => void chooseEncoding(reading.encoding)}
          />
          <span className="projects-import-reading-name">{t(`projects.importDialog.encodingName.${reading.encoding}`)}</span>
          <span className="projects-import-sample" dir="auto">
            {reading.sample}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
