import { fail, ok, type Result, type StudioError } from '../../../shared/contract/errors';
import { removeStaleTempFiles, writeFileAtomic } from '../fs/atomic-write';
import { diskFailure } from '../fs/disk-errors';
import { nodeFileSystem, type FileSystem } from '../fs/file-system';
import { CORRUPT_FILE_KEY, readJsonFile, setAsideCorruptFile } from '../fs/read-json';
import { SerialQueue } from '../fs/serial-queue';
import type { SecretStore } from '../secrets/secret-store';
import { SettingsStore } from '../settings/settings-store';
import { defaultSettings, type ServiceBaseUrl } from '../settings/settings-schema';
import { checkProfileId, newProfileId } from './profile-id';
import { normaliseProfileName, profileNameKey } from './profile-name';
import { profileDirectory, profilesFilePath } from './profile-paths';
import { MAX_PROFILES, PROFILES_SCHEMA_VERSION, profilesFileSchema, type ProfileRecord, type ProfilesFile } from './profiles-file';
import { recoverProfilesFromDirectories } from './profiles-recovery';
import { activeOf, summaries, summaryOf, type Profile } from './profile-summary';

export type { Profile } from './profile-summary';

const LABEL = 'the profile list';
export const FIRST_PROFILE_NAME = 'Sandbox';

export interface ProfilesLoad {
  profiles: Profile[];
  active: Profile;
  /** true when this load created the first profile (no profiles.json existed). */
  firstRun: boolean;
  /** Set when profiles.json was damaged and the list was rebuilt. */
  warning?: StudioError;
}

export interface ProfileRemoval {
  removedId: string;
  activeProfileId: string;
  cacheDeleted: boolean;
  /** Set when the profile is gone but its directory could not be deleted. */
  warning?: StudioError;
}

export interface ProfileRegistryOptions {
  dataDir: string;
  secrets: SecretStore;
  fs?: FileSystem;
  now?: () => Date;
  newId?: () => string;
}

/**
 * The profiles (accounts) of this installation, each with its own id, name, keychain item
 * (account = id), settings and directory `<dataDir>/profiles/<id>/`. The list lives in
 * `<dataDir>/profiles.json`, written atomically. Mutations run one at a time; every method loads
 * the list on first use, so callers never see a half-initialised registry.
 */
export class ProfileRegistry {
  private readonly dataDir: string;
  private readonly secrets: SecretStore;
  private readonly fs: FileSystem;
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly queue = new SerialQueue();
  private readonly settingsStores = new Map<string, SettingsStore>();
  private state: ProfilesFile | undefined;

  constructor(options: ProfileRegistryOptions) {
    this.dataDir = options.dataDir;
    this.secrets = options.secrets;
    this.fs = options.fs ?? nodeFileSystem;
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? newProfileId;
  }

  /** Reads profiles.json; on first run creates the "Sandbox" profile so the app works at once. */
  load(): Promise<Result<ProfilesLoad>> {
    return this.queue.run(async () => {
      this.state = undefined;
      return this.loadNow();
    });
  }

  list(): Promise<Result<Profile[]>> {
    return this.withState(async (state) => ok(summaries(state)));
  }

  active(): Promise<Result<Profile>> {
    return this.withState(async (state) => ok(activeOf(state)));
  }

  create(name: unknown, options: { serviceBaseUrl?: ServiceBaseUrl } = {}): Promise<Result<Profile>> {
    return this.withState(async (state) => {
      const checked = this.checkNewName(state, name);
      if (!checked.ok) return checked;
      if (state.profiles.length >= MAX_PROFILES) {
        return fail('VALIDATION', `Sawt Studio keeps at most ${MAX_PROFILES} profiles; remove one first.`, { field: 'name' });
      }
      const record: ProfileRecord = { id: this.newId(), name: checked.value, createdAt: this.now().toISOString() };
      const prepared = await this.prepareDirectory(record.id, options.serviceBaseUrl ?? { kind: 'hosted' });
      if (!prepared.ok) return prepared;
      const saved = await this.save({ ...state, profiles: [...state.profiles, record] });
      if (!saved.ok) {
        // Not listed, so not a profile: take its fresh directory away again.
        this.settingsStores.delete(record.id);
        await this.fs.removeTree(prepared.value).catch(() => undefined);
        return saved;
      }
      return ok(summaryOf(record, saved.value));
    });
  }

  rename(id: unknown, name: unknown): Promise<Result<Profile>> {
    return this.withProfile(id, async (state, record) => {
      const checked = this.checkNewName(state, name, record.id);
      if (!checked.ok) return checked;
      const renamed = { ...record, name: checked.value };
      const saved = await this.save({ ...state, profiles: state.profiles.map((p) => (p.id === record.id ? renamed : p)) });
      return saved.ok ? ok(summaryOf(renamed, saved.value)) : saved;
    });
  }

  switchTo(id: unknown): Promise<Result<Profile>> {
    return this.withProfile(id, async (state, record) => {
      if (state.activeProfileId === record.id) return ok(summaryOf(record, state));
      const saved = await this.save({ ...state, activeProfileId: record.id });
      return saved.ok ? ok(summaryOf(record, saved.value)) : saved;
    });
  }

  /**
   * Removes a profile, in this order, so a failure never leaves a half-removed profile:
   * 1. its key leaves the keychain. If the keychain fails, stop: nothing has changed and the
   *    user can retry once it is unlocked. (Removing the profile first would orphan the key in
   *    the keychain under an id no one can see or remove any more.)
   * 2. it leaves profiles.json (atomic). If that fails, the profile is still listed and simply
   *    has no key, a state every profile can be in.
   * 3. only with `deleteCache`, its directory (settings, cache, audio) is deleted. It is no longer
   *    listed, so a failure here is a warning; without `deleteCache` the directory is kept.
   * The last profile cannot be removed; removing the active one makes the first remaining active.
   */
  remove(id: unknown, options: { deleteCache: boolean }): Promise<Result<ProfileRemoval>> {
    return this.withProfile(id, async (state, record) => {
      if (state.profiles.length === 1) {
        return fail('VALIDATION', 'This is the only profile; create another before removing it.', { field: 'profileId' });
      }
      const keyRemoved = await this.secrets.deleteSecret(record.id);
      if (!keyRemoved.ok) return keyRemoved;

      const remaining = state.profiles.filter((p) => p.id !== record.id);
      const activeProfileId = state.activeProfileId === record.id ? (remaining[0]?.id ?? '') : state.activeProfileId;
      const saved = await this.save({ ...state, activeProfileId, profiles: remaining });
      if (!saved.ok) return saved;
      this.settingsStores.delete(record.id);

      const removal: ProfileRemoval = { removedId: record.id, activeProfileId, cacheDeleted: false };
      if (!options.deleteCache) return ok(removal);
      const directory = profileDirectory(this.dataDir, record.id);
      if (!directory.ok) return ok(removal);
      try {
        await this.fs.removeTree(directory.value);
        return ok({ ...removal, cacheDeleted: true });
      } catch (error) {
        const failed = diskFailure('the profile\u2019s cache', directory.value, 'remove', error);
        return ok(failed.ok ? removal : { ...removal, warning: failed.error });
      }
    });
  }

  /** The profile's directory, for the cache and audio store. Only for listed, valid ids. */
  directoryOf(id: unknown): Promise<Result<string>> {
    return this.withProfile(id, async (_state, record) => profileDirectory(this.dataDir, record.id));
  }

  /** The profile's settings store (one per profile, shared by all callers). */
  settingsOf(id: unknown): Promise<Result<SettingsStore>> {
    return this.withProfile(id, async (_state, record) => {
      const directory = profileDirectory(this.dataDir, record.id);
      if (!directory.ok) return directory;
      let store = this.settingsStores.get(record.id);
      if (!store) {
        store = new SettingsStore({ directory: directory.value, fs: this.fs, now: this.now });
        // Read the file before anyone calls get(): an unloaded store answers with the defaults
        // (the sandbox), which after a restart would quietly replace the profile's own account.
        const loaded = await store.load();
        if (loaded.ok && loaded.value.warning) console.warn(`[studio] ${loaded.value.warning.message}`);
        this.settingsStores.set(record.id, store);
      }
      return ok(store);
    });
  }

  private withState<T>(work: (state: ProfilesFile) => Promise<Result<T>>): Promise<Result<T>> {
    return this.queue.run(async () => {
      if (!this.state) {
        const loaded = await this.loadNow();
        if (!loaded.ok) return loaded;
      }
      return this.state ? work(this.state) : fail<T>('INTERNAL', 'The profile list is not loaded.');
    });
  }

  /** Checks the id's shape before anything else, then that it is a listed profile. */
  private withProfile<T>(id: unknown, work: (state: ProfilesFile, record: ProfileRecord) => Promise<Result<T>>): Promise<Result<T>> {
    const checked = checkProfileId(id);
    if (!checked.ok) return Promise.resolve(checked);
    return this.withState(async (state) => {
      const record = state.profiles.find((p) => p.id === checked.value);
      if (!record) return fail<T>('NOT_FOUND', 'There is no such profile; it may have been removed.', { field: 'profileId' });
      return work(state, record);
    });
  }

  private checkNewName(state: ProfilesFile, name: unknown, exceptId?: string): Result<string> {
    const checked = normaliseProfileName(name);
    if (!checked.ok) return checked;
    const key = profileNameKey(checked.value);
    const clash = state.profiles.find((p) => p.id !== exceptId && profileNameKey(p.name) === key);
    if (clash) return fail('VALIDATION', `There is already a profile called \u201c${clash.name}\u201d.`, { field: 'name' });
    return checked;
  }

  private async loadNow(): Promise<Result<ProfilesLoad>> {
    const path = profilesFilePath(this.dataDir);
    // Runs inside the queue, so no write of ours is in flight.
    await removeStaleTempFiles(path, this.fs);
    const read = await readJsonFile(path, profilesFileSchema, { label: LABEL, fs: this.fs });
    if (read.ok) {
      this.state = read.value;
      return ok({ profiles: summaries(read.value), active: activeOf(read.value), firstRun: false });
    }
    if (read.error.code === 'NOT_FOUND') return this.startFresh(true);
    // Unreadable (permissions, I/O): writing a fresh list over it could lose every profile.
    if (read.error.messageKey !== CORRUPT_FILE_KEY) return read;

    const aside = await setAsideCorruptFile(path, { label: LABEL, fs: this.fs, now: this.now });
    if (!aside.ok) return aside;
    let recovered: ProfilesFile | null;
    try {
      recovered = await recoverProfilesFromDirectories(this.dataDir, this.fs, this.now());
    } catch (error) {
      return diskFailure('the profile folders', this.dataDir, 'read', error);
    }
    const warning: StudioError = {
      code: 'VALIDATION',
      messageKey: 'profiles.recovered',
      message: `${read.error.message} The profiles were rebuilt from their folders (names may need renaming); the damaged list was kept as ${aside.value}.`,
    };
    if (!recovered) {
      const fresh = await this.startFresh(false);
      return fresh.ok ? ok({ ...fresh.value, warning }) : fresh;
    }
    const saved = await this.save(recovered);
    if (!saved.ok) return saved;
    return ok({ profiles: summaries(saved.value), active: activeOf(saved.value), firstRun: false, warning });
  }

  /** The first profile: the embedded sandbox, usable without an account or a key. */
  private async startFresh(firstRun: boolean): Promise<Result<ProfilesLoad>> {
    const record: ProfileRecord = { id: this.newId(), name: FIRST_PROFILE_NAME, createdAt: this.now().toISOString() };
    const prepared = await this.prepareDirectory(record.id, { kind: 'sandbox' });
    if (!prepared.ok) return prepared;
    const saved = await this.save({ schemaVersion: PROFILES_SCHEMA_VERSION, activeProfileId: record.id, profiles: [record] });
    if (!saved.ok) return saved;
    return ok({ profiles: summaries(saved.value), active: activeOf(saved.value), firstRun });
  }

  /** Creates `<dataDir>/profiles/<id>/` (private to the user) with its first settings.json. */
  private async prepareDirectory(id: string, serviceBaseUrl: ServiceBaseUrl): Promise<Result<string>> {
    const directory = profileDirectory(this.dataDir, id);
    if (!directory.ok) return fail('INTERNAL', 'A new profile id was not a uuid.');
    try {
      await this.fs.mkdir(directory.value, 0o700);
    } catch (error) {
      return diskFailure('the profile folder', directory.value, 'save', error);
    }
    const settings = new SettingsStore({ directory: directory.value, fs: this.fs, now: this.now });
    const written = await settings.replace(defaultSettings(serviceBaseUrl));
    if (!written.ok) return written;
    this.settingsStores.set(id, settings);
    return ok(directory.value);
  }

  private async save(next: ProfilesFile): Promise<Result<ProfilesFile>> {
    try {
      await this.fs.mkdir(this.dataDir, 0o700);
    } catch (error) {
      return diskFailure(LABEL, profilesFilePath(this.dataDir), 'save', error);
    }
    const written = await writeFileAtomic(profilesFilePath(this.dataDir), `${JSON.stringify(next, null, 2)}\n`, {
      label: LABEL,
      mode: 0o600,
      fs: this.fs,
    });
    if (!written.ok) return written;
    this.state = next;
    return ok(next);
  }
}
