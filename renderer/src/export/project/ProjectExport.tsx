import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectExportDialog } from './ProjectExportDialog';

/**
 * The way a whole project leaves the studio (issue 31): a button that opens the export dialog.
 * The project editor mounts it in its header — `<ProjectExport project={{ id, name }} />` from
 * renderer/src/export — and needs nothing else: the dialog reads and remembers the project's
 * choices through the contract itself.
 */
export function ProjectExport({ project }: { project: { id: string; name: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" data-variant="secondary" onClick={() => setOpen(true)}>
        {t('projectExport.open')}
      </button>
      <ProjectExportDialog project={project} open={open} onOpenChange={setOpen} />
    </>
  );
}
