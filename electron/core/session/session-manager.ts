import { fail, ok, type Result } from '../../../shared/contract';
import { AudioStore, openCacheDatabase } from '../cache';
import type { EventBus } from '../events';
import type { ProfileRegistry } from '../profiles';
import type { ApiKeyReader } from '../profiles/api-key-access';
import { ServiceClient } from '../service/client';
import type { ServiceAddress } from '../service/http';
import { resolveServiceBaseUrl } from '../settings/service-base-url';
import type { SandboxAccount, SandboxProvider } from './embedded-sandbox';
import { audioDirOf, cacheFileOf, type ProfileSession } from './profile-session';
import { claimCacheForService, serviceIdentityOf } from './service-identity';
import { keepUserChoices, type UserChoices } from './user-choices';

export interface SessionManagerOptions {
  registry: ProfileRegistry;
  /** The only reader of API keys in the core (handlers hold an ApiKeyWriter). */
  keyReader: ApiKeyReader;
  sandbox: SandboxProvider;
  events: EventBus;
  /** For failure injection in tests; the real fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * Work to start when a session opens (first sync, clean-up): runs in the background, never awaited
 * by a read, and holds the session like any user. `retired` aborts when the session is replaced
 * (profile, key or service changed), so long work stops instead of delaying the switch.
 */
export type SessionOpenHook = (session: ProfileSession, retired: AbortSignal) => void | Promise<void>;

/**
 * Opens the active profile's session on first use and keeps it until the profile or its account
 * settings change (then `reset()`), so every call of every feature shares one client and one
 * database connection. Concurrent first calls share one opening.
 *
 * Work runs through `use()`, which counts the session's users: `reset()` retires the session at
 * once (new calls open the next one) but closes its database only when the last user is done, so
 * switching profile, key or service mid-operation never ends in "database is not open".
 */
export class SessionManager {
  private opening: Promise<Result<ProfileSession>> | undefined;
  private openSession: ProfileSession | undefined;
  private readonly users = new Map<ProfileSession, number>();
  private readonly retired = new Set<ProfileSession>();
  private readonly openHooks: SessionOpenHook[] = [];
  private readonly retirement = new Map<ProfileSession, AbortController>();
  private readonly choices = new WeakMap<ProfileSession, UserChoices>();

  constructor(private readonly options: SessionManagerOptions) {}

  /** Registers start-of-session work; features call this once when the core is assembled. */
  onOpen(hook: SessionOpenHook): void {
    this.openHooks.push(hook);
  }

  current(): Promise<Result<ProfileSession>> {
    this.opening ??= this.open().then((result) => {
      if (result.ok) {
        this.openSession = result.value;
        this.runOpenHooks(result.value);
      } else {
        this.opening = undefined; // a failed opening is retried by the next call
      }
      return result;
    });
    return this.opening;
  }

  /**
   * Runs `work` in the active profile's session, or passes on why there is none. The one session
   * guard of the core: handlers are built with it (contract/in-session.ts), never by hand.
   */
  async use<T>(work: (session: ProfileSession) => Promise<Result<T>> | Result<T>): Promise<Result<T>> {
    const session = await this.current();
    if (!session.ok) return session;
    return this.holding(session.value, () => work(session.value));
  }

  /**
   * Holds `session` open while `work` runs, for work begun by a call that returns before it ends (a
   * download still streaming to the player). `retired` aborts when the session is replaced, so
   * such work stops rather than keep a retired session's database open.
   */
  keep<T>(session: ProfileSession, work: (retired: AbortSignal) => Promise<T>): Promise<T> {
    const retired = this.retirement.get(session)?.signal ?? AbortSignal.abort();
    return this.holding(session, () => work(retired));
  }

  /** Counts `session` as in use while `work` runs; a retired session closes after its last user. */
  private async holding<T>(session: ProfileSession, work: () => Promise<T> | T): Promise<T> {
    this.users.set(session, (this.users.get(session) ?? 0) + 1);
    try {
      return await work();
    } finally {
      const left = (this.users.get(session) ?? 1) - 1;
      if (left > 0) this.users.set(session, left);
      else this.users.delete(session);
      if (left <= 0 && this.retired.has(session)) this.closeRetired(session);
    }
  }

  /** Retires the session; the next call opens one for whichever profile is then active. */
  async reset(): Promise<void> {
    const pending = this.opening;
    this.opening = undefined;
    await pending;
    const session = this.openSession;
    this.openSession = undefined;
    if (!session) return;
    this.retired.add(session);
    this.retirement.get(session)?.abort();
    this.retirement.delete(session);
    if (!this.users.has(session)) this.closeRetired(session);
  }

  async close(): Promise<void> {
    await this.reset();
    await this.options.sandbox.close();
  }

  private closeRetired(session: ProfileSession): void {
    this.retired.delete(session);
    this.choices.get(session)?.flush();
    session.cache.close();
  }

  private runOpenHooks(session: ProfileSession): void {
    const retirement = new AbortController();
    this.retirement.set(session, retirement);
    for (const hook of this.openHooks) {
      // A failing hook is logged, never fatal to the session or to the call that opened it.
      void this.holding(session, async () => {
        try {
          await hook(session, retirement.signal);
        } catch (error) {
          console.warn('[studio] session start-up work failed:', error);
        }
      });
    }
  }

  private async open(): Promise<Result<ProfileSession>> {
    const { registry, keyReader, events } = this.options;
    const profile = await registry.active();
    if (!profile.ok) return profile;
    const [settingsStore, directory] = await Promise.all([registry.settingsOf(profile.value.id), registry.directoryOf(profile.value.id)]);
    if (!settingsStore.ok) return settingsStore;
    if (!directory.ok) return directory;
    const settings = settingsStore.value.get();
    const accountKind = settings.serviceBaseUrl.kind;

    // The built-in sandbox is asked for at each service call, never awaited here: its process may
    // still be loading its history (long for a large one: `npm run bench -- sandbox-scale`), and
    // the cache's rows must not wait for it. Its account is remembered once it answers (its key,
    // project, key id).
    let sandbox: SandboxAccount | undefined;
    const sandboxAccount = async (): Promise<Result<SandboxAccount>> => {
      const started = await this.options.sandbox.account();
      if (started.ok) sandbox = started.value;
      return started;
    };
    const fixedUrl = accountKind === 'sandbox' ? null : resolveServiceBaseUrl(settings.serviceBaseUrl, {});
    if (fixedUrl && !fixedUrl.ok) return fixedUrl;
    const baseUrl: string | ServiceAddress =
      fixedUrl?.value ??
      (async () => {
        const account = await sandboxAccount();
        return account.ok ? resolveServiceBaseUrl(settings.serviceBaseUrl, { sandboxUrl: account.value.url }) : account;
      });

    const opened = openCacheDatabase(cacheFileOf(directory.value));
    if (!opened.ok) return opened;
    if (opened.value.recovered) console.warn(`[studio] cache was unreadable and has been rebuilt (${opened.value.recovered.reason})`);
    let choices: UserChoices;
    try {
      if (claimCacheForService(opened.value.database, serviceIdentityOf(fixedUrl?.value ?? null))) {
        console.warn(
          '[studio] the profile now points at another service; its cached voices, history and agents were cleared and are loading again',
        );
      }
      choices = keepUserChoices(opened.value.database, directory.value);
    } catch (error) {
      opened.value.database.close();
      return fail(
        'DISK',
        `Your saved choices (default voices, cache limit, long scripts) could not be read or restored: ${(error as Error).message}`,
      );
    }

    const profileId = profile.value.id;
    let discoveredProjectId: string | undefined;
    const client = new ServiceClient({
      baseUrl,
      // The sandbox's demo key, or the keychain's key bound to this very origin (never another's).
      getApiKey: async () => {
        if (typeof baseUrl === 'string') return keyReader.readFor(profileId, new URL(baseUrl).origin);
        const account = await sandboxAccount();
        return account.ok ? account.value.apiKey : account;
      },
      getProjectId: () => settingsStore.value.get().projectId ?? sandbox?.projectId ?? discoveredProjectId,
      getApiKeyId: () => settingsStore.value.get().apiKeyId ?? sandbox?.apiKeyId,
      onConnectivity: (online, reason) => events.emit('app.connectivityChanged', reason ? { online, reason } : { online }),
      ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
    });

    const projectId = async (): Promise<Result<string>> => {
      if (accountKind === 'sandbox') {
        const account = await sandboxAccount();
        if (!account.ok) return account;
      }
      const known = settingsStore.value.get().projectId ?? sandbox?.projectId ?? discoveredProjectId;
      if (known) return ok(known);
      const project = await client.getProject();
      if (!project.ok) return project;
      discoveredProjectId = project.value.id;
      return ok(project.value.id);
    };

    try {
      const session: ProfileSession = {
        profile: profile.value,
        accountKind,
        settings: settingsStore.value,
        client,
        cache: opened.value.database,
        audioStore: new AudioStore(audioDirOf(directory.value)),
        directory: directory.value,
        projectId,
      };
      this.choices.set(session, choices);
      return ok(session);
    } catch (error) {
      opened.value.database.close();
      return fail('DISK', `The audio cache folder cannot be created: ${String(error)}`);
    }
  }
}
