import { join } from 'node:path';
import { ok, type Result } from '../../../shared/contract/errors';
import { exportSettingsSchema } from '../../../shared/contract/ops/audio-export';
import { defaultExportSettings, type ExportSettings } from '../../../shared/model/audio-export';
import { readJsonFile, writeFileAtomic } from '../fs';

/**
 * The export choices of one profile, in `<profile>/export-settings.json` beside its settings. A
 * missing or damaged file means the defaults (plain WAV): a preference is not worth a warning.
 */
const fileName = 'export-settings.json';
const label = 'export settings';

export async function readExportSettings(profileDirectory: string): Promise<ExportSettings> {
  const read = await readJsonFile(join(profileDirectory, fileName), exportSettingsSchema, { label });
  return read.ok ? read.value : defaultExportSettings;
}

export async function saveExportSettings(profileDirectory: string, settings: ExportSettings): Promise<Result<ExportSettings>> {
  const written = await writeFileAtomic(join(profileDirectory, fileName), JSON.stringify(settings, null, 2), { label });
  return written.ok ? ok(settings) : written;
}
