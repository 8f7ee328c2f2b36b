import type { ConnectivityWatch } from './app/connectivity-watch';
import type { AudioSources } from './audio/audio-sources';
import type { EventBus } from './events';
import type { ApiKeyWriter, ProfileRegistry } from './profiles';
import type { SecretStore } from './secrets';
import type { SessionManager } from './session';
import type { EventInspector } from './webhooks/inspector';
import type { WebhookSecrets } from './webhooks/webhook-secret';
import type { WebhookNetwork } from './webhooks/network';

/** What handlers may use: the long-lived parts of the main process, built once by createCore. */
export interface CoreContext {
  version: string;
  /** Where profiles, caches and settings live; the API key never does. */
  dataDir: string;
  events: EventBus;
  /** Features register how their audio ids resolve to cached files (history, voice samples). */
  audio: AudioSources;
  /**
   * Only whether the keychain works: no handler holds the keychain itself, since its items
   * include each profile's API key (see apiKeys).
   */
  keychain: Pick<SecretStore, 'probe'>;
  /** Agents' webhook secrets, each in its own keychain item (never a profile's API key). */
  webhookSecrets: WebhookSecrets;
  profiles: ProfileRegistry;
  /** Each profile's key, write-only: save, clear, check; only the session manager reads it. */
  apiKeys: ApiKeyWriter;
  /** The active profile's client, cache and audio store: `core.sessions.use((session) => …)`. */
  sessions: SessionManager;
  /** Whether the service answers, as last seen; probes while it does not. */
  connectivity: ConnectivityWatch;
  /** How webhook checks resolve names, judge addresses and trust certificates (tests inject theirs). */
  webhookNetwork: WebhookNetwork;
  /** Sandbox mode's loopback receiver of call events, started on first use. */
  webhookInspector: EventInspector;
}
