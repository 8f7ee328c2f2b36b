import type { ConnectivityWatch } from './app/connectivity-watch';
import type { AudioSources } from './audio/audio-sources';
import type { EventBus } from './events';
import type { ProfileApiKeys, ProfileRegistry } from './profiles';
import type { SecretStore } from './secrets';
import type { SessionManager } from './session';
import type { EventInspector } from './webhooks/inspector';
import type { WebhookNetwork } from './webhooks/network';

/** What handlers may use: the long-lived parts of the main process, built once by createCore. */
export interface CoreContext {
  version: string;
  /** Where profiles, caches and settings live; the API key never does. */
  dataDir: string;
  events: EventBus;
  /** Features register how their audio ids resolve to cached files (history, voice samples). */
  audio: AudioSources;
  secrets: SecretStore;
  profiles: ProfileRegistry;
  /** Each profile's key, write-only towards the renderer. */
  apiKeys: ProfileApiKeys;
  /** The active profile's client, cache and audio store: `core.sessions.use((session) => …)`. */
  sessions: SessionManager;
  /** Whether the service answers, as last seen; probes while it does not. */
  connectivity: ConnectivityWatch;
  /** How webhook checks resolve names, judge addresses and trust certificates (tests inject theirs). */
  webhookNetwork: WebhookNetwork;
  /** Sandbox mode's loopback receiver of call events, started on first use. */
  webhookInspector: EventInspector;
}
