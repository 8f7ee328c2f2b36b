import { join } from 'node:path';
import { fail, ok, type Result, type StudioError } from '../../../shared/contract/errors';
import { CORRUPT_FILE_KEY, readJsonFile, setAsideCorruptFile } from '../fs/read-json';
import { removeStaleTempFiles, writeFileAtomic } from '../fs/atomic-write';
import { nodeFileSystem, type FileSystem } from '../fs/file-system';
import { SerialQueue } from '../fs/serial-queue';
import { describeIssue } from '../fs/zod-issues';
import { settingsFileSchema } from './settings-file';
import { defaultSettings, settingsPatchSchema, settingsSchema, type Settings } from './settings-schema';

export const SETTINGS_FILE_NAME = 'settings.json';
const LABEL = 'settings';

export interface SettingsStoreOptions {
  /** The profile's directory; the file is `<dir>/settings.json`. */
  directory: string;
  /** What a missing file means (first run: the sandbox). */
  defaults?: Settings;
  fs?: FileSystem;
  now?: () => Date;
}

/** What load() found: the settings in force, and a warning for the UI when they are not the file's. */
export interface SettingsLoad {
  settings: Settings;
  /** Set when the file was damaged or unreadable and defaults are in force instead. */
  warning?: StudioError;
}

/**
 * One profile's settings: read once, kept in memory, every change validated and written
 * atomically before it takes effect. A damaged file never stops the app: it is moved aside,
 * defaults apply, and load() says so. Updates run one at a time, so none is lost.
 */
export class SettingsStore {
  readonly filePath: string;
  private readonly defaults: Settings;
  private readonly fs: FileSystem;
  private readonly now: () => Date;
  private readonly queue = new SerialQueue();
  private current: Settings;
  private loaded = false;
  /** A damaged file that could not be moved aside yet; moved before the next write replaces it. */
  private damagedFileInPlace = false;
  /** The section the file named when this run first read it: where the studio was when it last closed. */
  private sectionAtStart: string | null = null;

  constructor(options: SettingsStoreOptions) {
    this.filePath = join(options.directory, SETTINGS_FILE_NAME);
    this.defaults = options.defaults ?? defaultSettings();
    this.fs = options.fs ?? nodeFileSystem;
    this.now = options.now ?? (() => new Date());
    this.current = this.defaults;
  }

  load(): Promise<Result<SettingsLoad>> {
    return this.queue.run(() => this.loadNow());
  }

  /** The settings in force (the defaults until load() has run). */
  get(): Settings {
    return this.current;
  }

  /**
   * Where the studio reopens: the section it was on when it last closed (read at this run's first
   * load; the moves of this run are saved, and are where the next run reopens).
   */
  reopenSection(): string | null {
    return this.sectionAtStart;
  }

  /** Validates `patch`, writes the merged settings atomically, and returns them. */
  update(patch: unknown): Promise<Result<Settings>> {
    return this.queue.run(async () => {
      if (!this.loaded) await this.loadNow();
      const parsed = settingsPatchSchema.safeParse(patch);
      if (!parsed.success) {
        const issue = describeIssue(parsed.error);
        return fail<Settings>('VALIDATION', issue.text, issue.field ? { field: issue.field } : {});
      }
      const { serviceBaseUrl, projectId, apiKeyId, preferences } = parsed.data;
      const next: Settings = {
        ...this.current,
        ...(serviceBaseUrl ? { serviceBaseUrl } : {}),
        preferences: { ...this.current.preferences, ...stripUndefined(preferences ?? {}) },
      };
      if (projectId !== undefined) assignOrDelete(next, 'projectId', projectId);
      if (apiKeyId !== undefined) assignOrDelete(next, 'apiKeyId', apiKeyId);
      const saved = await this.write(next);
      return saved.ok ? ok(next) : saved;
    });
  }

  /** Writes `settings` as they are (a new profile's first file). */
  replace(settings: Settings): Promise<Result<Settings>> {
    return this.queue.run(async () => {
      const checked = settingsSchema.safeParse(settings);
      if (!checked.success) {
        const issue = describeIssue(checked.error);
        return fail<Settings>('VALIDATION', issue.text, issue.field ? { field: issue.field } : {});
      }
      const saved = await this.write(checked.data);
      if (saved.ok) this.loaded = true;
      return saved.ok ? ok(checked.data) : saved;
    });
  }

  private async write(next: Settings): Promise<Result<void>> {
    if (this.damagedFileInPlace) {
      const aside = await setAsideCorruptFile(this.filePath, { label: LABEL, fs: this.fs, now: this.now });
      if (!aside.ok) return aside;
      this.damagedFileInPlace = false;
    }
    const saved = await writeFileAtomic(this.filePath, `${JSON.stringify(next, null, 2)}\n`, {
      label: LABEL,
      mode: 0o600,
      fs: this.fs,
    });
    if (saved.ok) this.current = next;
    return saved;
  }

  private async loadNow(): Promise<Result<SettingsLoad>> {
    // Runs inside the queue, so no write of ours is in flight.
    await removeStaleTempFiles(this.filePath, this.fs);
    const read = await readJsonFile(this.filePath, settingsFileSchema, { label: LABEL, fs: this.fs });
    this.loaded = true;
    if (read.ok) {
      this.current = read.value;
      this.sectionAtStart = read.value.preferences.lastSection ?? null;
      return ok({ settings: this.current });
    }
    this.current = this.defaults;
    if (read.error.code === 'NOT_FOUND') return ok({ settings: this.current });
    if (read.error.messageKey !== CORRUPT_FILE_KEY) {
      // Unreadable (permissions, I/O): run on defaults and say why; the file is left alone.
      return ok({ settings: this.current, warning: read.error });
    }
    const aside = await setAsideCorruptFile(this.filePath, { label: LABEL, fs: this.fs, now: this.now });
    this.damagedFileInPlace = !aside.ok;
    const kept = aside.ok
      ? `The damaged file was kept as ${aside.value}.`
      : `The damaged file could not be moved aside (${aside.error.message}).`;
    return ok({
      settings: this.current,
      warning: {
        code: 'VALIDATION',
        messageKey: 'settings.reset',
        message: `${read.error.message} Sawt Studio is using default settings for this profile. ${kept}`,
        ...(read.error.field ? { field: read.error.field } : {}),
      },
    });
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function assignOrDelete(settings: Settings, key: 'projectId' | 'apiKeyId', value: string | null): void {
  if (value === null) delete settings[key];
  else settings[key] = value;
}
