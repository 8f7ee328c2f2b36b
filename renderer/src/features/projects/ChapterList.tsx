import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChapterSummary } from '../../../../shared/model/projects';
import { useStudioStore } from '../../store';
import { ConfirmDialog } from '../../ui';
import {
  addChapter,
  deleteChapter,
  mergeWithNextChapter,
  moveChapter,
  openChapter,
  renameChapter,
  splitChapterAt,
} from './chapter-actions';
import { useProjectFormat } from './format';
import { RenameDialog } from './RenameDialog';

/**
 * The project's chapters, narrow beside the blocks: each opens with a press and shows how much of
 * it is generated; Alt+Shift+↑/↓ on one moves it. The open chapter's actions sit under the list.
 */
export function ChapterList() {
  const { t } = useTranslation();
  const headingId = useId();
  const chapters = useStudioStore((s) => s.projects.project?.chapters ?? []);
  const openId = useStudioStore((s) => s.projects.chapterId);
  const list = useRef<HTMLOListElement>(null);

  async function onKeyDown(event: KeyboardEvent, chapter: ChapterSummary) {
    if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    await moveChapter(chapter.id, event.key === 'ArrowUp' ? -1 : 1);
    // The button is the same element in its new place: React keeps it by its key, and focus with it.
    list.current?.querySelector<HTMLButtonElement>(`[data-chapter-id="${chapter.id}"]`)?.focus();
  }

  return (
    <section className="projects-chapters" aria-labelledby={headingId} data-testid="project-chapters">
      <h3 id={headingId} className="projects-subheading">
        {t('projects.chapters.heading')}
      </h3>
      <ol ref={list} className="projects-chapter-list" aria-labelledby={headingId}>
        {chapters.map((chapter) => (
          <li key={chapter.id}>
            <ChapterButton chapter={chapter} open={chapter.id === openId} onKeyDown={(event) => void onKeyDown(event, chapter)} />
          </li>
        ))}
      </ol>
      <ChapterActions />
      <p className="projects-hint">{t('projects.chapters.keys')}</p>
      {/* The blocks' keys sit here too, in the narrow column's spare height, not under the blocks. */}
      <p className="projects-hint">{t('projects.blocks.keys', { mod: isMac ? '⌘' : 'Ctrl' })}</p>
    </section>
  );
}

function ChapterButton({
  chapter,
  open,
  onKeyDown,
}: {
  chapter: ChapterSummary;
  open: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const { t } = useTranslation();
  const format = useProjectFormat();
  return (
    <button
      type="button"
      className="projects-chapter"
      data-chapter-id={chapter.id}
      aria-current={open ? 'true' : undefined}
      onClick={() => void openChapter(chapter.id)}
      onKeyDown={onKeyDown}
    >
      <span className="projects-chapter-title" dir="auto">
        {chapter.title}
      </span>{' '}
      <span className="projects-chapter-progress">
        {t('projects.chapters.progress', { generated: format.number(chapter.counts.generated), blocks: format.number(chapter.blockCount) })}
      </span>
    </button>
  );
}

/** What can be done to the open chapter: each a labelled button (the chapter is named in the list). */
function ChapterActions() {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const chapters = useStudioStore((s) => s.projects.project?.chapters ?? []);
  const openId = useStudioStore((s) => s.projects.chapterId);
  const currentBlock = useStudioStore((s) => s.projects.chapter?.blocks.find((b) => b.id === s.projects.currentBlockId) ?? null);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const index = chapters.findIndex((c) => c.id === openId);
  const chapter = chapters[index];
  if (!chapter) {
    return (
      <div className="projects-chapter-actions">
        <button type="button" className="button projects-quiet" data-variant="secondary" onClick={() => void addChapter()}>
          {t('projects.chapters.add')}
        </button>
      </div>
    );
  }
  const moved = (by: -1 | 1) => moveChapter(chapter.id, by);
  return (
    <div className="projects-chapter-actions" role="group" aria-label={chapter.title}>
      <button type="button" className="button projects-quiet" data-variant="secondary" onClick={() => void addChapter()}>
        {t('projects.chapters.add')}
      </button>
      <button type="button" className="button projects-quiet" data-variant="secondary" onClick={() => setRenaming(true)}>
        {t('projects.chapters.rename')}
      </button>
      <button
        type="button"
        className="button projects-quiet"
        data-variant="secondary"
        disabled={index === 0}
        onClick={() => void moved(-1)}
      >
        {t('projects.chapters.moveUp')}
      </button>
      <button
        type="button"
        className="button projects-quiet"
        data-variant="secondary"
        disabled={index === chapters.length - 1}
        onClick={() => void moved(1)}
      >
        {t('projects.chapters.moveDown')}
      </button>
      <button
        type="button"
        className="button projects-quiet"
        data-variant="secondary"
        disabled={index === chapters.length - 1}
        onClick={() => void mergeWithNextChapter(chapter.id)}
      >
        {t('projects.chapters.merge')}
      </button>
      {/* Splitting at the first block would leave this chapter empty: only from the second on. */}
      {currentBlock && currentBlock.position > 0 && (
        <button
          type="button"
          className="button projects-quiet"
          data-variant="secondary"
          onClick={() => void splitChapterAt(chapter.id, currentBlock.id)}
        >
          {t('projects.chapters.split', { n: format.number(currentBlock.position + 1) })}
        </button>
      )}
      <button
        type="button"
        className="button projects-quiet"
        data-variant="danger"
        disabled={chapters.length <= 1}
        onClick={() => setDeleting(true)}
      >
        {t('projects.chapters.delete')}
      </button>
      <RenameDialog
        open={renaming}
        onOpenChange={setRenaming}
        title={t('projects.chapters.renameTitle', { title: chapter.title })}
        label={t('projects.chapters.titleLabel')}
        emptyMessage={t('projects.chapters.titleEmpty')}
        saveLabel={t('projects.chapters.save')}
        initial={chapter.title}
        onSave={(title) => renameChapter(chapter.id, title)}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('projects.chapters.deleteTitle', { title: chapter.title })}
        description={t('projects.chapters.deleteBody')}
        confirmLabel={t('projects.chapters.delete')}
        destructive
        onConfirm={() => void deleteChapter(chapter.id)}
      />
    </div>
  );
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
