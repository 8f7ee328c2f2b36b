import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectPauseRange } from '../../../../shared/model/projects';
import { defaultScriptConfig, dictionaryLimits, expressivenessRange, speedRange } from '../../../../shared/model/script';
import { readAsRules, rulesInEffect } from '../../../../shared/read-as';
import { useStudioStore } from '../../store';
import { Slider, Switch } from '../../ui';
import { useProjectFormat } from './format';
import { getProjects } from './projects-state';
import { updateProjectSettings } from './settings-actions';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Speed and expressiveness: the thumb moves freely, the project changes when it is let go. */
export function ConfigFields() {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const config = useStudioStore((s) => s.projects.project?.settings.config);
  const [moving, setMoving] = useState<{ speed?: number; expressiveness?: number }>({});
  if (!config) return null;
  const speed = moving.speed ?? config.speed;
  const expressiveness = moving.expressiveness ?? config.expressiveness;
  const commit = (patch: { speed?: number; expressiveness?: number }) => {
    setMoving({});
    void updateProjectSettings({ config: { ...config, ...patch } });
  };
  return (
    <div className="projects-fieldset">
      <div className="projects-slider-row">
        <span>{t('projects.settings.speed')}</span>
        <output>{`${format.decimal(speed)}×`}</output>
      </div>
      <Slider
        label={t('projects.settings.speed')}
        valueText={`${format.decimal(speed)}×`}
        min={speedRange.min}
        max={speedRange.max}
        step={speedRange.step}
        value={speed}
        onValueChange={(value) => setMoving({ speed: round2(value) })}
        onValueCommit={(value) => commit({ speed: round2(value) })}
      />
      <div className="projects-slider-row">
        <span>{t('projects.settings.expressiveness')}</span>
        <output>{format.decimal(expressiveness)}</output>
      </div>
      <Slider
        label={t('projects.settings.expressiveness')}
        valueText={format.decimal(expressiveness)}
        min={expressivenessRange.min}
        max={expressivenessRange.max}
        step={expressivenessRange.step}
        value={expressiveness}
        onValueChange={(value) => setMoving({ expressiveness: round2(value) })}
        onValueCommit={(value) => commit({ expressiveness: round2(value) })}
      />
      <button
        type="button"
        className="button projects-quiet"
        data-variant="secondary"
        onClick={() => void updateProjectSettings({ config: defaultScriptConfig() })}
      >
        {t('projects.settings.reset')}
      </button>
    </div>
  );
}

const noIds: string[] = [];

export function DictionaryFields() {
  const { t } = useTranslation();
  const dictionaries = useStudioStore((s) => s.projects.dictionaries);
  const chosen = useStudioStore((s) => s.projects.project?.settings.dictionaryIds ?? noIds);
  const full = chosen.length >= dictionaryLimits.max;
  const toggle = (id: string, on: boolean) => {
    const current = getProjects().project?.settings.dictionaryIds ?? [];
    const dictionaryIds = on ? [...current.filter((d) => d !== id), id] : current.filter((d) => d !== id);
    void updateProjectSettings({ dictionaryIds });
  };
  return (
    <fieldset className="projects-fieldset">
      <legend>{t('projects.settings.dictionaries')}</legend>
      {dictionaries.length === 0 && <p className="projects-hint">{t('projects.settings.dictionariesNone')}</p>}
      {dictionaries.map((d) => {
        const checked = chosen.includes(d.id);
        return (
          <label key={d.id} className="projects-check">
            <input type="checkbox" checked={checked} disabled={!checked && full} onChange={(event) => toggle(d.id, event.target.checked)} />
            <span dir="auto">{d.name}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

export function ReadAsFields() {
  const { t } = useTranslation();
  const settings = useStudioStore((s) => s.projects.project?.settings);
  if (!settings) return null;
  const readAs = settings.readAs;
  const rules = rulesInEffect({ ...readAs, dialect: settings.dialectCode });
  return (
    <div className="projects-fieldset">
      <Switch
        checked={readAs.enabled}
        onCheckedChange={(enabled) => void updateProjectSettings({ readAs: { ...readAs, enabled } })}
        label={t('readAs.enabled')}
      />
      {readAs.enabled && (
        <fieldset className="projects-fieldset">
          <legend>{t('projects.settings.readAsRules')}</legend>
          {readAsRules.map((rule) => (
            <Switch
              key={rule}
              checked={rules[rule]}
              onCheckedChange={(on) => void updateProjectSettings({ readAs: { ...readAs, rules: { ...readAs.rules, [rule]: on } } })}
              label={t(`projects.settings.rule.${rule}`)}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** Pauses between blocks and between chapters, in seconds; written when the field is left. */
export function PauseFields() {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const rangeId = useId();
  const settings = useStudioStore((s) => s.projects.project?.settings);
  if (!settings) return null;
  return (
    <fieldset className="projects-fieldset" aria-describedby={rangeId}>
      <legend>{t('projects.settings.pauses')}</legend>
      <PauseField
        label={t('projects.settings.blockPause')}
        ms={settings.blockPauseMs}
        onCommit={(blockPauseMs) => updateProjectSettings({ blockPauseMs })}
      />
      <PauseField
        label={t('projects.settings.chapterPause')}
        ms={settings.chapterPauseMs}
        onCommit={(chapterPauseMs) => updateProjectSettings({ chapterPauseMs })}
      />
      <p id={rangeId} className="projects-hint">
        {t('projects.settings.pauseRange', {
          min: format.decimal(projectPauseRange.minMs / 1000),
          max: format.decimal(projectPauseRange.maxMs / 1000),
        })}
      </p>
    </fieldset>
  );
}

function PauseField({ label, ms, onCommit }: { label: string; ms: number; onCommit: (ms: number) => unknown }) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    setTyped(null);
    const seconds = Number(typed.replace(/[٫,]/u, '.'));
    if (!Number.isFinite(seconds)) return;
    const next = Math.round(Math.min(projectPauseRange.maxMs, Math.max(projectPauseRange.minMs, seconds * 1000)));
    if (next !== ms) void onCommit(next);
  };
  return (
    <div className="projects-field projects-field-inline">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="text-input projects-number"
        type="number"
        inputMode="decimal"
        min={projectPauseRange.minMs / 1000}
        max={projectPauseRange.maxMs / 1000}
        step={0.1}
        value={typed ?? String(ms / 1000)}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}
