import type { StudioError } from '../../../../shared/contract';
import { importDataLimitChars } from '../../../../shared/contract/ops/projects';
import type { ImportOptions, TextEncoding } from '../../../../shared/model/import';
import { maxImportBytes } from '../../../../shared/model/import';
import { activeStudio } from '../../transport';
import { flushAllBlocks } from './block-save';
import { refreshProjectList, showProject, withStartingVoice } from './project-list-actions';
import type { ImportState } from './projects-slice';
import { getProjects, setProjects } from './projects-state';

/**
 * Importing a document: the file chosen or dropped is read here (as base64, the contract's road),
 * the core reads it into a preview of chapters, the user checks it (keeps what was dropped,
 * chooses an encoding when the core was unsure) and only then is a project made of it.
 */

/** The file's bytes as base64, by the browser's own encoder (no string building in script). */
function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Base64 of this many bytes fits the contract; larger documents are refused before reading. */
const largestBytes = Math.min(maxImportBytes, Math.floor(importDataLimitChars / 4) * 3);

const tooLarge: StudioError = { code: 'VALIDATION', message: 'The document is too large to import.', messageKey: 'import.TOO_LARGE' };

const setImport = (patch: Partial<ImportState>) => {
  const current = getProjects().importing;
  if (current) setProjects({ importing: { ...current, ...patch } });
};

const nameFromFile = (fileName: string) =>
  fileName
    .replace(/\.[^.]+$/, '')
    .trim()
    .slice(0, 120) || fileName.slice(0, 120);

export async function importFile(file: File): Promise<void> {
  const base: ImportState = {
    fileName: file.name,
    data: '',
    options: {},
    status: 'reading',
    preview: null,
    error: null,
    name: nameFromFile(file.name),
  };
  setProjects({ importing: base });
  if (file.size > largestBytes) return setImport({ status: 'failed', error: tooLarge });
  let data: string;
  try {
    data = await readAsBase64(file);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return setImport({ status: 'failed', error: { code: 'DISK', message } });
  }
  if (getProjects().importing?.fileName !== file.name) return; // closed or replaced meanwhile
  setImport({ data });
  await readPreview();
}

async function readPreview(): Promise<void> {
  const importing = getProjects().importing;
  if (!importing) return;
  setImport({ status: 'reading', error: null });
  const { fileName, data, options } = importing;
  const read = await activeStudio().import.preview({ fileName, data, options });
  // Closed, or another choice made since: that choice's own read answers.
  if (getProjects().importing?.options !== options) return;
  if (!read.ok) return setImport({ status: 'failed', error: read.error });
  const name = importing.preview || !read.value.title.trim() ? importing.name : read.value.title.trim().slice(0, 120);
  setImport({ status: 'ready', preview: read.value, name });
}

/** A "keep" switch or the encoding changed: the document is read again with it. */
export async function changeImportOptions(change: Partial<ImportOptions>): Promise<void> {
  const importing = getProjects().importing;
  if (!importing) return;
  setImport({ options: { ...importing.options, ...change } });
  await readPreview();
}

export const chooseEncoding = (encoding: TextEncoding) => changeImportOptions({ encoding });
export const setImportName = (name: string) => setImport({ name });
export const closeImport = () => setProjects({ importing: null });

/** "Create project": one transaction in the core; the new project opens. */
export async function createFromImport(): Promise<void> {
  const importing = getProjects().importing;
  if (!importing?.preview || importing.name.trim() === '' || !(await flushAllBlocks())) return;
  setImport({ status: 'creating', error: null });
  const made = await activeStudio().import.create({ previewId: importing.preview.previewId, name: importing.name.trim() });
  if (!made.ok) return setImport({ status: 'ready', error: made.error });
  setProjects({ importing: null });
  await showProject(await withStartingVoice(made.value));
  await refreshProjectList();
}
