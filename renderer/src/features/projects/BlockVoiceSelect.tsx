import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../../../shared/model/projects';
import { useStudioStore } from '../../store';
import { setBlockVoice } from './block-actions';
import { VoiceOptions } from './voice-options';

/** The block's own voice, or "as the chapter" (its speaker's, chapter's or project's voice, named). */
export function BlockVoiceSelect({ block }: { block: Block }) {
  const { t } = useTranslation();
  const id = useId();
  const voices = useStudioStore((s) => s.projects.voices);
  const dialects = useStudioStore((s) => s.projects.dialects);
  const language = useStudioStore((s) => s.ui.language);
  // What the block inherits when it has no voice of its own: the effective voice the core worked out.
  const inherited = block.voiceId === null ? voices.find((v) => v.id === block.effectiveVoiceId)?.name : undefined;
  return (
    <span className="projects-inline-field">
      <label htmlFor={id}>{t('projects.blocks.voice')}</label>
      <select
        id={id}
        className="text-input projects-select-small"
        value={block.voiceId ?? ''}
        onChange={(event) => void setBlockVoice(block, event.target.value === '' ? null : event.target.value)}
      >
        <option value="">
          {inherited ? t('projects.blocks.voiceInherited', { name: inherited }) : t('projects.blocks.voiceInheritedNone')}
        </option>
        <VoiceOptions voices={voices} dialects={dialects} language={language} />
      </select>
    </span>
  );
}
