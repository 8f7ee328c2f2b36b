import { fail, ok, type Result } from '../../../shared/contract';
import { AudioStore, openCacheDatabase } from '../cache';
import type { EventBus } from '../events';
import type { ProfileApiKeys, ProfileRegistry } from '../profiles';
import { ServiceClient } from '../service/client';
import { resolveServiceBaseUrl } from '../settings/service-base-url';
import type { SandboxAccount, SandboxProvider } from './embedded-sandbox';
import { audioDirOf, cacheFileOf, type ProfileSession } from './profile-session';

export interface SessionManagerOptions {
  registry: ProfileRegistry;
  apiKeys: ProfileApiKeys;
  sandbox: SandboxProvider;
  events: EventBus;
  /** For failure injection in tests; the real fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * Opens the active profile's session on first use and keeps it until the profile or its account
 * settings change (then `reset()`), so every call of every feature shares one client and one
 * database connection. Concurrent first calls share one opening.
 */
export class SessionManager {
  private opening: Promise<Result<ProfileSession>> | undefined;
  private openSession: ProfileSession | undefined;
  private readonly openHooks: Array<(session: ProfileSession) => void> = [];

  constructor(private readonly options: SessionManagerOptions) {}

  /**
   * Runs `hook` once for every session as it opens (start-of-session work such as history's first
   * sync and clean-up), so that reads stay reads. Hooks start work; they must not block the open.
   */
  onOpen(hook: (session: ProfileSession) => void): void {
    this.openHooks.push(hook);
  }

  current(): Promise<Result<ProfileSession>> {
    this.opening ??= this.open().then((result) => {
      if (result.ok) {
        this.openSession = result.value;
        for (const hook of this.openHooks) {
          try {
            hook(result.value);
          } catch (error) {
            console.error('[studio] a session-open hook failed:', error);
          }
        }
      } else this.opening = undefined; // a failed opening is retried by the next call
      return result;
    });
    return this.opening;
  }

  /** Closes the session; the next call opens one for whichever profile is then active. */
  async reset(): Promise<void> {
    const pending = this.opening;
    this.opening = undefined;
    await pending;
    this.openSession?.cache.close();
    this.openSession = undefined;
  }

  async close(): Promise<void> {
    await this.reset();
    await this.options.sandbox.close();
  }

  private async open(): Promise<Result<ProfileSession>> {
    const { registry, apiKeys, events } = this.options;
    const profile = await registry.active();
    if (!profile.ok) return profile;
    const [settingsStore, directory] = await Promise.all([registry.settingsOf(profile.value.id), registry.directoryOf(profile.value.id)]);
    if (!settingsStore.ok) return settingsStore;
    if (!directory.ok) return directory;
    const settings = settingsStore.value.get();
    const accountKind = settings.serviceBaseUrl.kind;

    let sandbox: SandboxAccount | undefined;
    if (accountKind === 'sandbox') {
      const started = await this.options.sandbox.account();
      if (!started.ok) return started;
      sandbox = started.value;
    }
    const baseUrl = resolveServiceBaseUrl(settings.serviceBaseUrl, { sandboxUrl: sandbox?.url });
    if (!baseUrl.ok) return baseUrl;

    const opened = openCacheDatabase(cacheFileOf(directory.value));
    if (!opened.ok) return opened;
    if (opened.value.recovered) console.warn(`[studio] cache was unreadable and has been rebuilt (${opened.value.recovered.reason})`);

    const profileId = profile.value.id;
    let discoveredProjectId: string | undefined;
    const client = new ServiceClient({
      baseUrl: baseUrl.value.replace(/\/+$/, ''),
      // Read at the moment a header is set, never kept: the sandbox's demo key, or the keychain's.
      // The sandbox's demo key, or the keychain's key bound to this very origin (never another's).
      getApiKey: () => (sandbox ? sandbox.apiKey : apiKeys.readFor(profileId, new URL(baseUrl.value).origin)),
      getProjectId: () => settingsStore.value.get().projectId ?? sandbox?.projectId ?? discoveredProjectId,
      getApiKeyId: () => settingsStore.value.get().apiKeyId ?? sandbox?.apiKeyId,
      onConnectivity: (online, reason) => events.emit('app.connectivityChanged', reason ? { online, reason } : { online }),
      ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
    });

    const projectId = async (): Promise<Result<string>> => {
      const known = settingsStore.value.get().projectId ?? sandbox?.projectId ?? discoveredProjectId;
      if (known) return ok(known);
      const project = await client.getProject();
      if (!project.ok) return project;
      discoveredProjectId = project.value.id;
      return ok(project.value.id);
    };

    try {
      return ok({
        profile: profile.value,
        accountKind,
        settings: settingsStore.value,
        client,
        cache: opened.value.database,
        audioStore: new AudioStore(audioDirOf(directory.value)),
        directory: directory.value,
        projectId,
      });
    } catch (error) {
      opened.value.database.close();
      return fail('DISK', `The audio cache folder cannot be created: ${String(error)}`);
    }
  }
}
