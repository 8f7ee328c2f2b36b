import type { FaultConfig, FaultController } from './faults';
import type { RequestLog } from './request-log';
import type { ResponseShape } from './shape';

/**
 * The embedded sandbox: a real HTTP server on 127.0.0.1 that stands in for the Hamsa service
 * (docs/service-api.md), so the app and every test run with no account.
 */
export interface SandboxOptions {
  /** Persistent state lives here; created if missing. */
  dataDir: string;
  /** Default 0 = any free port. */
  port?: number;
  /** Demo key (uuid-shaped); default: a uuid generated once and persisted in dataDir. */
  apiKey?: string;
  /** Default 'auto' (espeak wasm if loadable, else synthetic). */
  speech?: 'auto' | 'espeak' | 'synthetic';
  /** Signed audio URL lifetime; default 15 minutes. */
  audioUrlLifetimeMs?: number;
  /** A new history entry appears in list/get only after this delay; default 0. */
  historyVisibilityDelayMs?: number;
  /** POST /v2/tts/histories answers data: [entry] instead of the documented []; default false. */
  returnCreatedEntry?: boolean;
  /** Exposes test-only /__sandbox/* routes; default false (they 404 otherwise). */
  enableControlRoute?: boolean;
  /**
   * Exposes only the call-webhook routes (/__sandbox/voice-agents/{id}/webhook and simulate-call),
   * not the fault switches or the request log: what the studio's "Simulate a call" needs.
   */
  enableCallSimulation?: boolean;
  /**
   * 'spec' (default): every documented field in the interface's own types and samples (usedIn*
   * booleans, a numeric KB extension, v1 successes carrying success: false). 'lenient': the
   * variants real services were seen to send (counts, extension as text, success: true).
   */
  shape?: ResponseShape;
  faults?: FaultConfig;
}

export interface SandboxHandle {
  /** http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  /** The demo key for `Authorization: Token <key>`. */
  apiKey: string;
  /** Uuid identifier of that key, valid for the generation body's `apiKey` field (the key itself is accepted too). */
  apiKeyId: string;
  projectId: string;
  faults: FaultController;
  requests: RequestLog;
  /** Closes the server and all sockets promptly. */
  close(): Promise<void>;
}
