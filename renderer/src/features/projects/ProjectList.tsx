import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '../../../../shared/model/projects';
import { useStudioStore } from '../../store';
import { ConfirmDialog } from '../../ui';
import { projectErrorText } from './error-text';
import { useProjectFormat } from './format';
import { importFile } from './import-actions';
import { ImportButton } from './ImportButton';
import { createProject, deleteProject, duplicateProject, openProject, renameProject } from './project-list-actions';
import { RenameDialog } from './RenameDialog';

/**
 * Every project of the profile, newest change first: open, rename, duplicate, delete (asked
 * first), a new one, or a document imported (chosen, or dropped anywhere on the list).
 */
export function ProjectList() {
  const { t } = useTranslation();
  const headingId = useId();
  const projects = useStudioStore((s) => s.projects.projects);
  const status = useStudioStore((s) => s.projects.listStatus);
  const error = useStudioStore((s) => s.projects.listError);
  const damaged = useStudioStore((s) => s.projects.damaged);
  const [dropping, setDropping] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    const file = event.dataTransfer.files[0];
    if (file) void importFile(file);
  };
  return (
    <section
      className="projects-list"
      aria-labelledby={headingId}
      data-testid="projects-list"
      data-dropping={dropping || undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={onDrop}
    >
      <div className="projects-list-head">
        <h2 id={headingId}>{t('projects.list.heading')}</h2>
        <button type="button" className="button" onClick={() => void createProject()}>
          {t('projects.list.create')}
        </button>
        <ImportButton />
      </div>
      <p className="projects-hint">{dropping ? t('projects.list.dropHere') : t('projects.list.dropHint')}</p>
      {status === 'failed' && error && (
        <p className="projects-error" role="alert">
          {t('projects.list.loadFailed', { reason: projectErrorText(t, error) })}
        </p>
      )}
      {damaged && (
        <p className="projects-error" role="alert" data-testid="projects-damaged">
          {t('projects.list.damaged', { reason: damaged.reason, path: damaged.movedTo })}
        </p>
      )}
      {status === 'ready' && projects.length === 0 && (
        <div className="projects-empty" data-testid="projects-empty">
          <h3>{t('projects.list.emptyTitle')}</h3>
          <p>{t('projects.list.emptyBody')}</p>
        </div>
      )}
      {projects.length > 0 && (
        <ul className="projects-items" aria-labelledby={headingId}>
          {projects.map((project) => (
            <ProjectItem key={project.id} project={project} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProjectItem({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation();
  const format = useProjectFormat();
  const nameId = useId();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="projects-item" data-testid="project-item">
      <div className="projects-item-text">
        <h3 id={nameId} className="projects-item-name" dir="auto">
          {project.name}
        </h3>
        <p className="projects-hint">
          {t('projects.list.summary', {
            chapters: format.number(project.chapterCount),
            blocks: format.number(project.blockCount),
            generated: format.number(project.generatedCount),
          })}
          {' · '}
          {t('projects.list.changed', { date: format.date(project.updatedAt) })}
        </p>
        {project.preview && (
          <p className="projects-item-preview" dir="auto">
            {project.preview}
          </p>
        )}
      </div>
      {/* Each button says its verb; the project's name describes it, so a screen reader hears both. */}
      <div className="projects-item-actions">
        <button type="button" className="button" aria-describedby={nameId} onClick={() => void openProject(project.id)}>
          {t('projects.list.open')}
        </button>
        <button type="button" className="button" data-variant="secondary" aria-describedby={nameId} onClick={() => setRenaming(true)}>
          {t('projects.list.rename')}
        </button>
        <button
          type="button"
          className="button"
          data-variant="secondary"
          aria-describedby={nameId}
          onClick={() => void duplicateProject(project.id)}
        >
          {t('projects.list.duplicate')}
        </button>
        <button type="button" className="button" data-variant="danger" aria-describedby={nameId} onClick={() => setDeleting(true)}>
          {t('projects.list.delete')}
        </button>
      </div>
      <RenameDialog
        open={renaming}
        onOpenChange={setRenaming}
        title={t('projects.list.renameTitle', { name: project.name })}
        label={t('projects.list.nameLabel')}
        emptyMessage={t('projects.list.nameEmpty')}
        saveLabel={t('projects.list.save')}
        initial={project.name}
        onSave={(name) => renameProject(project.id, name)}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('projects.list.deleteTitle', { name: project.name })}
        description={t('projects.list.deleteBody')}
        confirmLabel={t('projects.list.deleteConfirm')}
        destructive
        onConfirm={() => void deleteProject(project.id)}
      />
    </li>
  );
}
