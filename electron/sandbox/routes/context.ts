import type { SpeechRenderer } from '../speech/engine';
import type { SandboxStore } from '../state/store';
import type { SandboxResponse } from '../http/response';
import type { UrlSigner } from '../http/signing';
import type { RouteName } from '../http/route-table';
import type { ResponseShape } from '../shape';

/** Behaviour switches from SandboxOptions that routes need, with defaults filled in. */
export interface RouteSettings {
  audioUrlLifetimeMs: number;
  historyVisibilityDelayMs: number;
  returnCreatedEntry: boolean;
  shape: ResponseShape;
}

/** Everything one API request handler may use. Handlers return data or throw a ServiceFailure. */
export interface RouteContext {
  store: SandboxStore;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body (POST routes), undefined when empty. */
  body: unknown;
  /** http://127.0.0.1:PORT, for URLs the sandbox hands out. */
  baseUrl: string;
  settings: RouteSettings;
  speech: SpeechRenderer;
  signer: UrlSigner;
  now(): number;
}

export type RouteHandler = (context: RouteContext) => SandboxResponse | Promise<SandboxResponse>;

/** Every route of the table has a handler: a missing one is a type error. */
export type RouteHandlers = Record<RouteName, RouteHandler>;

/** The `{id}` path parameter (always present on routes that declare it). */
export function pathId(context: RouteContext): string {
  return context.params.id ?? '';
}
