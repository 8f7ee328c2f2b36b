import type { z } from 'zod';
import { fail, isUnreachable, ok, type Result, type StudioError } from '../../../shared/contract/errors';
import type { ServiceAcknowledgement } from '../../../shared/model/service';
import { routes, type RouteName } from './api-table';
import { scrubSecret } from '../security/scrub-secret';
import { readApiKey } from './api-key';
import { ConnectivityMonitor } from './connectivity';
import { decodeBody } from './decode';
import { errorInSuccessBody } from './error-in-success';
import {
  describeNetworkFailure,
  httpError,
  neverLeft,
  parseRetryAfter,
  redact,
  redirectRefused,
  transportError,
  wasRefusedBeforeSending,
  type CallContext,
} from './errors';
import { abortableSleep, decideRetry, defaultRetryPolicy, type AttemptOutcome, type RetryPolicy } from './retry';
import { routeActions, routeSubjects } from './route-actions';
import { routeUrl } from './route-url';
import type { BodyReader, CallOptions, Exchange, HttpOptions, RouteRequest, ServiceAddress, Target } from './http-types';
import { acknowledgementSchema, envelopeOf } from './schemas/envelope';
import { BodyTooLarge, createWholeFetch, tooLarge, type WholeFetch } from './whole-fetch';

/**
 * The request core: the one place that builds URLs (from the route table only), sets the
 * `Authorization` header, enforces the deadline, honours cancellation, retries what is safe to
 * retry, and turns every outcome into a Result. Nothing here throws to a caller.
 */

export type { BodyReader, CallOptions, Exchange, HttpOptions, RouteRequest, ServiceAddress, Target } from './http-types';

const defaultTimeoutMs = 30_000;
const defaultGenerationTimeoutMs = 120_000;
/** The largest JSON answer taken: a history page of 100 full entries is about 1 MB. */
const jsonAnswerLimit = 32 * 1024 * 1024;

/** The service's base URL (no trailing slash) and its origin, the only one the key is sent to. */
export interface ServiceBase {
  url: string;
  origin: string;
}

function baseOf(url: string): Result<ServiceBase> {
  const trimmed = url.replace(/\/+$/, '');
  try {
    return ok({ url: trimmed, origin: new URL(trimmed).origin });
  } catch {
    return fail('VALIDATION', `The service address ${JSON.stringify(url)} is not a URL. Check it in Settings.`);
  }
}

export class ServiceHttp {
  private readonly address: ServiceAddress;
  private readonly fetchImpl: typeof fetch;
  /** For answers read whole (every JSON route, a clip downloaded whole): lighter on the heap than fetch, see whole-fetch.ts. */
  private readonly wholeFetch: WholeFetch;
  private readonly policy: RetryPolicy;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly random: () => number;
  readonly now: () => number;
  readonly generationTimeoutMs: number;
  private readonly connectivity: ConnectivityMonitor;

  constructor(private readonly options: HttpOptions) {
    const { baseUrl } = options;
    this.address = typeof baseUrl === 'string' ? () => Promise.resolve(ok(baseUrl)) : baseUrl;
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    // An injected fetch (failure injection in tests) stands for both transports.
    this.wholeFetch = options.fetch ?? createWholeFetch();
    this.policy = { ...defaultRetryPolicy, ...options.retry };
    this.sleep = options.sleep ?? abortableSleep;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.generationTimeoutMs = options.generationTimeoutMs ?? defaultGenerationTimeoutMs;
    this.connectivity = new ConnectivityMonitor(options.onConnectivity);
  }

  /**
   * A route whose `data` is decoded with `schema`. `list` names the array of resources inside
   * `data` (`'voices'`; `''` when `data` is the array): its unreadable items are left out and
   * counted, never fatal to the rest.
   */
  async data<T>(route: RouteName, schema: z.ZodType<T>, request: RouteRequest = {}, list?: string): Promise<Result<T>> {
    const action = routeActions[route];
    const listPath = list === undefined ? undefined : ['data', ...(list === '' ? [] : [list])];
    const result = await this.route(route, request, async (response, scrub) => {
      const text = await response.text();
      const refused = errorInSuccessBody(response.status, text, this.contextOf(route, request), scrub);
      return refused ? { ok: false, error: refused } : decodeBody(text, envelopeOf(schema), action, listPath);
    });
    return result.ok ? ok(result.value.value.data as T) : result;
  }

  /** A route without result data (delete, toggle, favourite): any 2xx is success, body or not. */
  async acknowledge(route: RouteName, request: RouteRequest = {}): Promise<Result<ServiceAcknowledgement>> {
    const result = await this.route(route, request, async (response, scrub) => {
      const text = await response.text();
      const refused = errorInSuccessBody(response.status, text, this.contextOf(route, request), scrub);
      if (refused) return { ok: false, error: refused };
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return ok({});
      }
      const ack = acknowledgementSchema.safeParse(parsed);
      return ok(ack.success ? ack.data : {});
    });
    return result.ok ? ok(result.value.value) : result;
  }

  /** Where the service is now: fixed, or asked (the built-in sandbox, waited for here, at the first call). */
  async base(): Promise<Result<ServiceBase>> {
    const url = await this.address();
    return url.ok ? baseOf(url.value) : url;
  }

  /** Any route, with the caller reading the 2xx body (whole: every route answers JSON). */
  async route<T>(route: RouteName, request: RouteRequest, read: BodyReader<T>): Promise<Result<Exchange<T>>> {
    const { method, path } = routes[route];
    const context = this.contextOf(route, request);
    const base = await this.base();
    if (!base.ok) return base;
    const url = routeUrl(base.value.url, path, request, context, this.options.getProjectId?.());
    if (!url.ok) return url;
    return this.exchange(
      {
        method,
        url: url.value,
        context,
        authorize: true,
        readWhole: { maxBytes: jsonAnswerLimit },
        ...(request.body ? { body: request.body } : {}),
        ...(request.defaultTimeoutMs ? { defaultTimeoutMs: request.defaultTimeoutMs } : {}),
      },
      read,
      request.call,
    );
  }

  /** What a route call is, for its messages. */
  contextOf(route: RouteName, request: RouteRequest): CallContext {
    const context: CallContext = { action: routeActions[route] };
    const subject = routeSubjects[route];
    if (subject !== undefined) context.subject = subject;
    if (request.id !== undefined) context.id = request.id;
    return context;
  }

  /** Waits between polls (generation); false when the caller cancelled meanwhile. */
  async pause(ms: number, signal?: AbortSignal): Promise<boolean> {
    if (signal?.aborted) return false;
    try {
      await this.sleep(ms, signal);
    } catch {
      return false;
    }
    return !signal?.aborted;
  }

  /** One logical call: tries, waits and deadline. */
  async exchange<T>(target: Target, read: BodyReader<T>, call: CallOptions = {}): Promise<Result<Exchange<T>>> {
    const timeoutMs = call.timeoutMs ?? target.defaultTimeoutMs ?? this.options.timeoutMs ?? defaultTimeoutMs;
    const deadline = this.now() + timeoutMs;
    const host = new URL(target.url).host;
    const secrets: string[] = [];
    const finish = (raw: StudioError): Result<never> => {
      const error = secrets.reduce((e, s) => redact(e, s), raw);
      // A 408 is an answer: the service is reachable, only slow to read our request.
      if (isUnreachable(error) && error.status === undefined) this.connectivity.unreachable(error.message);
      return { ok: false, error };
    };

    for (let attempt = 1; ; attempt++) {
      if (call.signal?.aborted) return finish(transportError({ kind: 'cancelled' }, target.context, host));
      const remainingMs = deadline - this.now();
      if (remainingMs <= 0) return finish(transportError({ kind: 'timeout', timeoutMs }, target.context, host));

      let key: string | null = null;
      if (target.authorize) {
        const keyRead = await readApiKey(this.options.getApiKey, target.context);
        if (!keyRead.ok) return finish(keyRead.error);
        key = keyRead.value;
        secrets.push(key);
      }

      const tried = await this.attempt(target, key, remainingMs, timeoutMs, read, call.signal, host);
      if (tried.outcome.kind === 'response') this.connectivity.reached();
      if (tried.result.ok) return tried.result;

      const decision = decideRetry({
        method: target.method,
        outcome: tried.outcome,
        attempt,
        policy: this.policy,
        remainingMs: deadline - this.now(),
        random: this.random,
      });
      if (!decision.retry) return finish(tried.result.error);
      try {
        await this.sleep(decision.delayMs, call.signal);
      } catch {
        return finish(transportError({ kind: 'cancelled' }, target.context, host));
      }
    }
  }

  /** One try: its own abort controller joins the caller's signal and the deadline. */
  private async attempt<T>(
    target: Target,
    key: string | null,
    remainingMs: number,
    timeoutMs: number,
    read: BodyReader<T>,
    callerSignal: AbortSignal | undefined,
    host: string,
  ): Promise<{ outcome: AttemptOutcome; result: Result<Exchange<T>> }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('The call passed its deadline.', 'TimeoutError'));
    }, remainingMs);
    const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    const headers: Record<string, string> = { accept: target.accept ?? 'application/json' };
    if (key !== null) headers.authorization = `Token ${key}`;
    const bodyValue = target.body?.(key);
    if (bodyValue !== undefined) headers['content-type'] = 'application/json';
    const sentAt = this.now();
    try {
      const send: WholeFetch = target.readWhole ? this.wholeFetch : this.fetchImpl;
      const response = await send(target.url, {
        ...(target.readWhole ? { maxBytes: target.readWhole.maxBytes } : {}),
        method: target.method,
        headers,
        ...(bodyValue !== undefined ? { body: JSON.stringify(bodyValue) } : {}),
        signal: controller.signal,
        // A redirect would carry the key (header, or the body on 307/308) to wherever it points.
        // Keyless fetches (a signed audio URL on a CDN) may follow theirs.
        redirect: key === null ? 'follow' : 'manual',
      });
      if (response.status >= 300 && response.status < 400) {
        void response.body?.cancel();
        return {
          outcome: { kind: 'response', status: response.status },
          result: { ok: false, error: redirectRefused(response, target.context) },
        };
      }
      if (response.status >= 200 && response.status < 300) {
        const value = await read(response, (text) => scrubSecret(text, key));
        const receivedAt = this.now();
        const outcome: AttemptOutcome = { kind: 'response', status: response.status };
        if (!value.ok) return { outcome, result: value };
        return { outcome, result: ok({ value: value.value, status: response.status, headers: response.headers, sentAt, receivedAt }) };
      }
      const bodyText = await response.text();
      const nowMs = this.now();
      const retryAfter = response.headers.get('retry-after');
      const retryAfterMs = parseRetryAfter(retryAfter, nowMs);
      return {
        outcome: { kind: 'response', status: response.status, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) },
        // Scrubbed before httpError shortens it, so a cut cannot leave part of an echoed key.
        result: {
          ok: false,
          error: httpError({ status: response.status, bodyText: scrubSecret(bodyText, key), retryAfter, nowMs }, target.context),
        },
      };
    } catch (error) {
      if (error instanceof BodyTooLarge) return { outcome: { kind: 'response', status: 200 }, result: tooLarge(error, target.context) };
      if (controller.signal.aborted) {
        const kind = timedOut ? 'timeout' : 'cancelled';
        const failure = timedOut ? ({ kind: 'timeout', timeoutMs } as const) : ({ kind: 'cancelled' } as const);
        return { outcome: { kind }, result: { ok: false, error: transportError(failure, target.context, host) } };
      }
      return {
        outcome: { kind: 'network', refusedBeforeSending: wasRefusedBeforeSending(error) },
        result: {
          ok: false,
          error: {
            ...transportError({ kind: 'network', detail: describeNetworkFailure(error) }, target.context, host),
            ...(neverLeft(error) ? { outcome: 'notSent' as const } : {}),
          },
        },
      };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }
}
