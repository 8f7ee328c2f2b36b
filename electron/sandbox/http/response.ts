import type { ResponseShape } from '../shape';

/**
 * What a handler answers, as data: the dispatcher writes it, or — for the 'responseLost' fault —
 * throws it away after the work is done. Handlers never touch the socket.
 */
export type SandboxResponse =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'raw'; status: number; body: string | Buffer; contentType: string; headers?: Record<string, string> }
  | { kind: 'file'; status: 200 | 206; path: string; start: number; end: number; contentType: string; headers: Record<string, string> };

export function json(status: number, body: unknown, headers?: Record<string, string>): SandboxResponse {
  return headers ? { kind: 'json', status, body, headers } : { kind: 'json', status, body };
}

/** v2 and knowledge-base success: `{ success: true, message, messageKey, data }`. */
export function okEnvelope(data: unknown, message = 'Operation successful', messageKey = 'OPERATION_SUCCESSFUL'): SandboxResponse {
  return json(200, { success: true, message, messageKey, data });
}

/**
 * v2 success without a payload (delete, favourite): §4.3/§4.4 show success, message and
 * messageKey and "no data"; the lenient shape adds `data: null`, as services often do.
 */
export function v2Acknowledgement(shape: ResponseShape, message: string): SandboxResponse {
  const body = { success: true, message, messageKey: 'OPERATION_SUCCESSFUL' };
  return json(200, shape === 'spec' ? body : { ...body, data: null });
}

/**
 * A success of the documented v1 routes (web tools, knowledge base). §2.1: "The sample success
 * bodies of the v1 routes (toggle, list, get, delete) also carry false with a success message",
 * and messageKey only on the knowledge-base toggle. The spec shape sends exactly that, so clients
 * learn to decide by HTTP status; the lenient shape sends `success: true` and always a data field.
 */
export function v1Envelope(shape: ResponseShape, message: string, payload: { data?: unknown; messageKey?: string } = {}): SandboxResponse {
  if (shape === 'lenient')
    return json(200, {
      success: true,
      message,
      ...(payload.messageKey ? { messageKey: payload.messageKey } : {}),
      data: payload.data ?? null,
    });
  return json(200, {
    success: false,
    message,
    ...(payload.messageKey ? { messageKey: payload.messageKey } : {}),
    ...('data' in payload ? { data: payload.data } : {}),
  });
}
