import type { Result } from '../../../shared/contract/errors';
import type { ApiKeySource } from './api-key';
import type { ConnectivityListener } from './connectivity';
import type { CallContext } from './errors';
import type { HttpMethod, RetryPolicy } from './retry';
import type { Query } from './route-url';
import type { Answer, AnswerHeaders } from './whole-answer';

// The shapes the request core (http.ts) takes and gives, apart from its logic.

export interface CallOptions {
  /** Aborting it ends the call with CANCELLED, also while waiting to retry. */
  signal?: AbortSignal;
  /** Deadline of the whole call, retries and waits included. */
  timeoutMs?: number;
}

/**
 * Where the service is, asked before each call: the built-in sandbox's address is known only once
 * its process answers, and a session must not wait for that to read its own cache.
 */
export type ServiceAddress = () => Promise<Result<string>>;

export interface HttpOptions {
  /** e.g. `https://api.tryhamsa.com`, or the built-in sandbox's `http://127.0.0.1:port` once it answers. */
  baseUrl: string | ServiceAddress;
  /** Asked at the moment the Authorization header is set; the client never keeps it. */
  getApiKey: ApiKeySource;
  /** Sent as `projectId` on every v2 route when it returns one. */
  getProjectId?: () => string | null | undefined;
  fetch?: typeof fetch;
  /** Default deadline of a call (default 30 s). */
  timeoutMs?: number;
  /** Default deadline of a generation, which synthesises before answering (default 120 s). */
  generationTimeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Injected by unit tests to skip real waiting; must reject when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Uniform in [0, 1); injected by tests to pin the jitter. */
  random?: () => number;
  now?: () => number;
  onConnectivity?: ConnectivityListener;
}

/** A 2xx exchange, with what generation needs to find its entry afterwards. */
export interface Exchange<T> {
  value: T;
  status: number;
  headers: AnswerHeaders;
  /** Client clock when the successful try started, and when its response arrived. */
  sentAt: number;
  receivedAt: number;
}

export interface Target {
  method: HttpMethod;
  url: string;
  context: CallContext;
  /** Whether to send the key. False for URLs on other origins (a signed audio URL on a CDN). */
  authorize: boolean;
  /** JSON body, built once the key is known (generation's `apiKey` field may default to it). */
  body?: (key: string | null) => unknown;
  defaultTimeoutMs?: number;
  /** Accept header; JSON unless said otherwise. */
  accept?: string;
  /**
   * The caller reads the answer whole, never as it arrives: it goes over whole-fetch.ts, which
   * takes at most this many bytes of it (a larger answer is BAD_RESPONSE).
   */
  readWhole?: { maxBytes: number };
}

/** `scrub` removes the key this try sent from a text, before anything shortens it into a message. */
export type BodyReader<T> = (response: Answer, scrub: (text: string) => string) => Promise<Result<T>>;

export interface RouteRequest {
  id?: string;
  query?: Query;
  body?: (key: string | null) => unknown;
  call?: CallOptions;
  defaultTimeoutMs?: number;
}
