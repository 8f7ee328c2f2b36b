import { mkdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import { deliverableChoicesSchema, type DeliverableChoices } from '../../../shared/contract/ops/deliverables';
import { choiceProblem, readChoices } from '../../../shared/model/deliverable-choices';
import { defaultDeliverableSettings, type CoverInfo, type DeliverableSettings } from '../../../shared/model/deliverables';
import { readJsonFile, writeFileAtomic } from '../fs';
import type { BookCover } from './book';
import { checkCover } from './cover';

/**
 * Each project's export choices, remembered: `<profile>/project-exports/<project id>.json` (the
 * choices and what the cover is) and `<project id>.cover` (the image's bytes), beside the profile's
 * other preferences, not in the cache (a rebuilt cache must not forget them). A missing or damaged
 * file means the defaults, titled with the project's name: a preference is not worth a warning.
 */

const folderOf = (profileDirectory: string) => join(profileDirectory, 'project-exports');
const choicesPath = (profileDirectory: string, projectId: string) => join(folderOf(profileDirectory), `${projectId}.json`);
const coverPath = (profileDirectory: string, projectId: string) => join(folderOf(profileDirectory), `${projectId}.cover`);
const label = 'project export settings';

const coverInfoSchema = z
  .object({
    fileName: z.string().min(1).max(255),
    mimeType: z.enum(['image/jpeg', 'image/png']),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    bytes: z.number().int().positive(),
  })
  .strict();

const storedSchema = deliverableChoicesSchema.extend({ cover: coverInfoSchema.nullable() }).strict();

/**
 * The first choices of a project: titled with its name; a one-chapter project (what a draft was)
 * exports like a clip — one file — and a book of chapters also as an audiobook.
 */
function defaultsFor(projectName: string, chapters: number): DeliverableSettings {
  return { ...defaultDeliverableSettings, m4b: chapters > 1, metadata: { ...defaultDeliverableSettings.metadata, title: projectName } };
}

export interface ProjectFacts {
  name: string;
  chapters: number;
}

export async function readExportChoices(profileDirectory: string, projectId: string, project: ProjectFacts): Promise<DeliverableSettings> {
  const read = await readJsonFile(choicesPath(profileDirectory, projectId), storedSchema, { label });
  return read.ok ? read.value : defaultsFor(project.name, project.chapters);
}

async function write(profileDirectory: string, projectId: string, settings: DeliverableSettings): Promise<Result<DeliverableSettings>> {
  await mkdir(folderOf(profileDirectory), { recursive: true, mode: 0o700 });
  const written = await writeFileAtomic(choicesPath(profileDirectory, projectId), JSON.stringify(settings, null, 2), { label });
  return written.ok ? ok(settings) : written;
}

export async function saveExportChoices(
  profileDirectory: string,
  projectId: string,
  project: ProjectFacts,
  typed: DeliverableChoices,
): Promise<Result<DeliverableSettings>> {
  // Checked before anything is written: a choice that cannot be used is never remembered.
  const choices = readChoices(typed);
  const problem = choiceProblem(choices);
  if (problem) return fail('VALIDATION', problem.message, { field: `settings.${problem.field}`, messageKey: problem.messageKey });
  const { cover } = await readExportChoices(profileDirectory, projectId, project);
  return write(profileDirectory, projectId, { ...choices, cover });
}

/** Checks and keeps a cover (null: removes it); answers the choices with the cover's description. */
export async function setExportCover(
  profileDirectory: string,
  projectId: string,
  project: ProjectFacts,
  fileName: string,
  bytes: Uint8Array | null,
): Promise<Result<DeliverableSettings>> {
  const current = await readExportChoices(profileDirectory, projectId, project);
  if (!bytes) {
    await unlink(coverPath(profileDirectory, projectId)).catch(() => undefined);
    return write(profileDirectory, projectId, { ...current, cover: null });
  }
  const checked = checkCover(bytes, fileName);
  if (!checked.ok) return checked;
  await mkdir(folderOf(profileDirectory), { recursive: true, mode: 0o700 });
  const saved = await writeFileAtomic(coverPath(profileDirectory, projectId), bytes, { label: 'cover image' });
  if (!saved.ok) return saved;
  return write(profileDirectory, projectId, { ...current, cover: checked.value });
}

/**
 * The kept cover's bytes, checked again (the file is the user's to replace); null when none was
 * chosen. A chosen cover that is gone or no longer usable refuses the export before it starts
 * (field cover): a book silently without the cover the user chose is a loss they would not see.
 */
export async function readExportCover(
  profileDirectory: string,
  projectId: string,
  info: CoverInfo | null,
): Promise<Result<BookCover | null>> {
  if (!info) return ok(null);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(coverPath(profileDirectory, projectId)));
  } catch {
    return fail('VALIDATION', `The cover ${info.fileName} can no longer be read: choose it again or remove it.`, {
      field: 'cover',
      messageKey: 'projectExport.coverErrors.missing',
    });
  }
  const checked = checkCover(bytes, info.fileName);
  return checked.ok ? ok({ bytes, mimeType: checked.value.mimeType }) : checked;
}
