import { buildStudioApi, fail, type EventName, type Invoke, type Subscribe, webOpPath, webPaths } from '../../../shared/contract';
import { resultForHttpStatus } from './http-failure';
import { parseResultEnvelope } from './result-schema';
import type { EventSourceFactory, EventSourceLike, FetchLike, Transport } from './types';

export interface WebTransportDeps {
  fetch: FetchLike;
  EventSource: EventSourceFactory;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The contract over same-origin HTTP. The page was served by the loopback server after it swapped
 * the printed token for an HttpOnly cookie, so the browser authenticates every call by itself and
 * this code never sees a secret.
 */
export function createWebTransport(deps: WebTransportDeps): Transport {
  const invoke: Invoke = async (name, input) => {
    let response: Response;
    try {
      response = await deps.fetch(webOpPath(name), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input ?? {}),
        credentials: 'same-origin',
      });
    } catch (error) {
      if (isAbort(error)) return fail('CANCELLED', `"${name}" was cancelled.`);
      return fail('NETWORK', `Could not reach the web-mode server for "${name}": ${describe(error)}`);
    }
    if (response.status !== 200) return resultForHttpStatus(response.status, name);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      // A SyntaxError is a body that is not JSON; anything else is the connection dropping mid-body.
      if (error instanceof SyntaxError) return fail('BAD_RESPONSE', `The answer to "${name}" is not JSON.`);
      return fail('NETWORK', `The connection dropped while reading "${name}": ${describe(error)}`);
    }
    return parseResultEnvelope(body) ?? fail('BAD_RESPONSE', `The answer to "${name}" is not a Result envelope.`);
  };

  return { kind: 'web', studio: buildStudioApi(invoke, createEventSubscriber(deps.EventSource)) };
}

/**
 * One EventSource for all subscriptions, opened on the first and closed after the last, so a page
 * that listens to nothing holds no connection. EventSource reconnects by itself after a drop.
 */
function createEventSubscriber(EventSourceImpl: EventSourceFactory): Subscribe {
  let source: EventSourceLike | undefined;
  let subscriptions = 0;

  return (name: EventName, listener: (payload: unknown) => void) => {
    source ??= new EventSourceImpl(webPaths.events);
    const current = source;
    const onMessage = (message: MessageEvent) => {
      let payload: unknown;
      try {
        payload = JSON.parse(String(message.data));
      } catch {
        return; // A malformed frame is dropped rather than delivered as garbage.
      }
      listener(payload);
    };
    current.addEventListener(name, onMessage);
    subscriptions += 1;

    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      current.removeEventListener(name, onMessage);
      subscriptions -= 1;
      if (subscriptions === 0 && source === current) {
        current.close();
        source = undefined;
      }
    };
  };
}
