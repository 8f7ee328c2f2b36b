import { mkdirSync } from 'node:fs';
import { ConnectivityWatch } from './app/connectivity-watch';
import { favourSmallHeap } from './app/heap-policy';
import { AudioSources } from './audio/audio-sources';
import type { Handlers } from './dispatch/dispatch';
import type { CoreContext } from './core-context';
import { EventBus } from './events';
import { createHandlers } from './dispatch/create-handlers';
import { redactResults } from './dispatch/redact-results';
import { removeDragFolder, removeStaleDragFolders } from './audio-export';
import { registerHistoryAudio } from './history';
import { ProfileRegistry } from './profiles';
import { ProfileApiKeys } from './profiles/profile-api-keys';
import { closeProjectsOf, closeQueuesOf } from './projects';
import { KeychainProcessStore, type SecretStore } from './secrets';
import { embeddedSandbox, SessionManager, type SandboxProvider } from './session';
import { EventInspector } from './webhooks/inspector';
import { webhookNetwork, type WebhookNetwork } from './webhooks/network';
import { WebhookSecrets } from './webhooks/webhook-secret';

export interface CoreOptions {
  dataDir: string;
  version: string;
  /** The OS keychain (through its helper process) by default; tests pass an in-memory store or a failing one. */
  secrets?: SecretStore;
  /** The embedded sandbox by default; tests pass one they started (with fault switches). */
  sandbox?: SandboxProvider;
  /** For failure injection only. */
  fetch?: typeof fetch;
  /** The system resolver and public-address rule by default; tests map a test name to loopback and trust their CA. */
  webhookNetwork?: Partial<WebhookNetwork>;
}

export interface Core {
  context: CoreContext;
  handlers: Handlers;
  events: EventBus;
  audio: AudioSources;
  close(): Promise<void>;
}

/**
 * Builds the main-process core: pure Node, no `electron` import, so Electron's main process and
 * web mode run the very same code. Nothing slow happens here: the keychain, the sandbox and the
 * cache are opened on first use.
 */
export async function createCore(options: CoreOptions): Promise<Core> {
  favourSmallHeap();
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const secrets = options.secrets ?? new KeychainProcessStore();
  const profiles = new ProfileRegistry({ dataDir: options.dataDir, secrets });
  const apiKeys = new ProfileApiKeys(profiles, secrets);
  // No event leaves the core with a key in it (see redact-value.ts); answers get the same below.
  const events = new EventBus((payload) => apiKeys.redact(payload));
  const audio = new AudioSources();
  const sessions = new SessionManager({
    registry: profiles,
    // The one reader of keys; handlers get the same object typed as ApiKeyWriter (context.apiKeys).
    keyReader: apiKeys,
    sandbox: options.sandbox ?? embeddedSandbox(options.dataDir),
    events,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  registerHistoryAudio(audio, sessions);
  // Drag folders a crashed run left in the temp folder; this run removes its own on close.
  removeStaleDragFolders();
  const connectivity = new ConnectivityWatch(sessions, events);
  const context: CoreContext = {
    version: options.version,
    dataDir: options.dataDir,
    events,
    audio,
    keychain: secrets,
    webhookSecrets: new WebhookSecrets(secrets),
    profiles,
    apiKeys,
    sessions,
    connectivity,
    webhookNetwork: webhookNetwork(options.webhookNetwork),
    webhookInspector: new EventInspector(events),
  };
  return {
    context,
    events,
    audio,
    handlers: redactResults(createHandlers(context), apiKeys),
    close: async () => {
      connectivity.stop();
      // Before the session and the projects close: requests out are cancelled, their rows kept for the next run.
      await closeQueuesOf(context);
      await context.webhookInspector.close();
      await sessions.close();
      closeProjectsOf(context);
      secrets.close?.();
      removeDragFolder();
    },
  };
}
