import { memo, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../../../shared/model/projects';
import { scriptCharLimit } from '../../../../shared/model/script';
import { PauseHighlight, PauseMarkers } from '../../pauses';
import { useStudioStore } from '../../store';
import { deleteBlock, focusDone, generateBlock, noteCurrentBlock, playBlock } from './block-actions';
import { onBlockKeyDown } from './block-keys';
import { insertBlockAfter, moveBlock } from './block-order';
import { editBlockText, flushBlock } from './block-save';
import { BlockChecks } from './BlockChecks';
import { BlockSpeaker } from './BlockSpeaker';
import { BlockTakes } from './BlockTakes';
import { BlockVoiceSelect } from './BlockVoiceSelect';
import { forgetCurrentField, noteCurrentField } from './current-field';
import { blockFailureText, projectErrorText } from './error-text';
import { useProjectFormat } from './format';
import { SpokenLine } from './SpokenLine';

const hasMarker = (text: string) => text.includes('[');

/**
 * One block: its paragraph in a text field that grows with it (each paragraph in its own
 * direction), its status, speaker and voice, Play, Generate (and Generate again once generated), what will be spoken when read-as
 * or a pause changes it, and its takes. Memoised: typing in one block re-renders that block only.
 */
export const BlockRow = memo(function BlockRow({ block }: { block: Block }) {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const labelId = useId();
  const fieldId = useId();
  const stateId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const edit = useStudioStore((s) => s.projects.edits[block.id]);
  const generating = useStudioStore((s) => s.projects.queue?.activeBlockIds.includes(block.id) ?? false);
  const current = useStudioStore((s) => s.projects.currentBlockId === block.id);
  const focusHere = useStudioStore((s) => (s.projects.focusRequest?.blockId === block.id ? s.projects.focusRequest : null));
  const isLast = useStudioStore((s) => (s.projects.chapter?.blocks.length ?? 0) - 1 === block.position);
  const text = edit?.text ?? block.text;
  const n = format.number(block.position + 1);

  // Moved to by the keyboard, a split or a merge: focus arrives once the row is on screen.
  useEffect(() => {
    const element = field.current;
    if (!focusHere || !element) return;
    element.focus({ preventScroll: true });
    if (focusHere.caret !== null) element.setSelectionRange(focusHere.caret, focusHere.caret);
    focusDone();
  }, [focusHere]);
  useEffect(() => {
    const element = field.current;
    return () => forgetCurrentField(element);
  }, []);

  const status = generating ? 'generating' : block.status;
  const statusText =
    status === 'failed'
      ? t('projects.blocks.status.failed', { reason: block.failure ? blockFailureText(t, block.failure) : '' })
      : t(`projects.blocks.status.${status}`);
  return (
    <div className="projects-block" role="group" aria-labelledby={labelId} data-status={status} data-testid="project-block">
      <div className="projects-block-head">
        <label id={labelId} htmlFor={fieldId} className="projects-block-name">
          {t('projects.blocks.name', { n })}
        </label>
        <BlockSpeaker block={block} text={text} />
        <span className="projects-block-status" data-status={status} data-testid="block-status">
          {statusText}
        </span>
        <span className="projects-block-tools">
          <BlockVoiceSelect block={block} />
          <button type="button" className="button" data-variant="secondary" disabled={!block.chosenTake} onClick={() => playBlock(block)}>
            {t('projects.blocks.play')}
          </button>
          <button
            type="button"
            className="button"
            data-variant="secondary"
            disabled={generating}
            onClick={() => void generateBlock(block.id)}
          >
            {t('projects.blocks.generate')}
          </button>
          {/* A current block: Generate sends nothing, so another reading is asked for by name. */}
          {block.status === 'generated' && (
            <button
              type="button"
              className="button"
              data-variant="secondary"
              disabled={generating}
              onClick={() => void generateBlock(block.id, true)}
            >
              {t('projects.blocks.generateAgain')}
            </button>
          )}
          <button type="button" className="button projects-quiet" data-variant="secondary" onClick={() => void insertBlockAfter(block.id)}>
            {t('projects.blocks.insert')}
          </button>
          <button
            type="button"
            className="button projects-quiet"
            data-variant="secondary"
            disabled={block.position === 0}
            onClick={() => void moveBlock(block.id, -1)}
          >
            {t('projects.blocks.moveUp')}
          </button>
          <button
            type="button"
            className="button projects-quiet"
            data-variant="secondary"
            disabled={isLast}
            onClick={() => void moveBlock(block.id, 1)}
          >
            {t('projects.blocks.moveDown')}
          </button>
          <button type="button" className="button projects-quiet" data-variant="secondary" onClick={() => void deleteBlock(block.id)}>
            {t('projects.blocks.delete')}
          </button>
        </span>
      </div>
      <div className="projects-block-field">
        {/* Pause markers painted where they stand, under the text (a mirror of it: PauseHighlight). */}
        {hasMarker(text) && <PauseHighlight text={text} />}
        <textarea
          ref={field}
          id={fieldId}
          className="projects-block-text"
          data-testid="block-text"
          dir={text ? 'auto' : undefined}
          value={text}
          placeholder={t('projects.blocks.placeholder')}
          aria-describedby={edit ? stateId : undefined}
          spellCheck
          onChange={(event) => editBlockText(block.id, event.target.value)}
          onFocus={(event) => {
            noteCurrentBlock(block.id);
            noteCurrentField(event.currentTarget);
          }}
          onBlur={() => void flushBlock(block.id)}
          onKeyDown={(event) => onBlockKeyDown(event, block)}
        />
      </div>
      {edit && (
        <p
          id={stateId}
          className="projects-block-save"
          data-state={edit.error ? 'failed' : 'unsaved'}
          role={edit.error ? 'alert' : undefined}
        >
          {edit.error ? t('projects.blocks.saveFailed', { reason: projectErrorText(t, edit.error) }) : t('projects.blocks.unsaved')}
        </p>
      )}
      {!edit && block.spokenChars > scriptCharLimit && (
        <p className="projects-block-warning">
          {t('projects.blocks.overLimit', { n: format.number(block.spokenChars), limit: format.number(scriptCharLimit) })}
        </p>
      )}
      <BlockChecks block={block} text={text} />
      <PauseMarkers text={text} list={false} />
      <SpokenLine block={block} text={text} current={current} />
      {block.takeCount > 0 && <BlockTakes block={block} />}
    </div>
  );
});
