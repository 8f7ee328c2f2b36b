import { useTranslation } from 'react-i18next';
import { defaultScriptConfig, expressivenessRange, speedRange } from '../../../../shared/model/script';
import { useStudioStore } from '../../store';
import { Slider } from '../../ui';
import { changeDraft } from './draft-actions';
import { getScript } from './script-state';
import { useNumberFormat } from './use-number-format';

// A stable fallback: a selector must not return a new object each time.
const defaults = defaultScriptConfig();

/** Speed and expressiveness, within the ranges the service accepts. */
export function GenerationSettings() {
  const { t } = useTranslation();
  const format = useNumberFormat({ maximumFractionDigits: 2 });
  const config = useStudioStore((s) => s.script.draft?.config ?? defaults);
  const set = (patch: Partial<typeof config>) => {
    const current = getScript().draft?.config ?? defaultScriptConfig();
    changeDraft({ config: { ...current, ...patch } });
  };
  return (
    <div className="script-field-group">
      <div className="script-slider-row">
        <span>{t('script.settings.speed')}</span>
        <output className="script-slider-value">{`${format(config.speed)}×`}</output>
      </div>
      <Slider
        label={t('script.settings.speed')}
        valueText={`${format(config.speed)}×`}
        min={speedRange.min}
        max={speedRange.max}
        step={speedRange.step}
        value={config.speed}
        onValueChange={(speed) => set({ speed: Math.round(speed * 100) / 100 })}
      />
      <div className="script-slider-row">
        <span>{t('script.settings.expressiveness')}</span>
        <output className="script-slider-value">{format(config.expressiveness)}</output>
      </div>
      <Slider
        label={t('script.settings.expressiveness')}
        valueText={format(config.expressiveness)}
        min={expressivenessRange.min}
        max={expressivenessRange.max}
        step={expressivenessRange.step}
        value={config.expressiveness}
        onValueChange={(expressiveness) => set({ expressiveness: Math.round(expressiveness * 100) / 100 })}
      />
      <button
        type="button"
        className="button script-reset"
        data-variant="secondary"
        onClick={() => changeDraft({ config: defaultScriptConfig() })}
      >
        {t('script.settings.reset')}
      </button>
    </div>
  );
}
