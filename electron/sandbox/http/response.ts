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
 * v1 web-tool success: `{ success, message, data }`. The service's documented samples carry
 * `success: false` even on success, and the sandbox mimics that so clients learn to decide by
 * HTTP status, never by this field.
 */
export function webToolEnvelope(data: unknown, message: string): SandboxResponse {
  return json(200, { success: false, message, data });
}
