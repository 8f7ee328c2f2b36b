import { json, type SandboxResponse } from './response';

/**
 * Error bodies by route family (docs/service-api.md, "Envelopes and errors"):
 * v1 (every /v1 path, knowledge base included): `{ code, message }` with code = HTTP status;
 * v2 validation: HTTP 400 `{ code: 9400, message, messageKey }`;
 * v2 other: `{ success: false, code, message }`.
 */
export type ErrorFamily = 'v1' | 'v2';

export function familyOf(path: string): ErrorFamily {
  return path.startsWith('/v1/') ? 'v1' : 'v2';
}

const standardMessages: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'You are not authorized to perform this action',
  404: 'Resource not found',
  408: 'Request timeout',
  409: 'Conflict',
  413: 'Payload too large',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

/** Thrown by handlers and validators; the dispatcher renders it in the route's family. */
export class ServiceFailure extends Error {
  constructor(
    readonly status: number,
    message?: string,
    /** v2 validation key, e.g. FieldMustBeString; also names the failure for v1 400s. */
    readonly messageKey?: string,
  ) {
    super(message ?? standardMessages[status] ?? 'Error');
  }
}

export const fail = {
  validation: (message: string, messageKey: string) => new ServiceFailure(400, message, messageKey),
  forbidden: () => new ServiceFailure(403),
  notFound: (message?: string) => new ServiceFailure(404, message),
};

export function failureResponse(family: ErrorFamily, failure: ServiceFailure, headers?: Record<string, string>): SandboxResponse {
  if (family === 'v1') return json(failure.status, { code: failure.status, message: failure.message }, headers);
  if (failure.status === 400) {
    return json(400, { code: 9400, message: failure.message, messageKey: failure.messageKey ?? 'ValidationFailed' }, headers);
  }
  // v2 "other" errors use the standard wording, as the service does, whatever the detail.
  const message = standardMessages[failure.status] ?? failure.message;
  return json(failure.status, { success: false, code: failure.status, message }, headers);
}

/** The service's error body for a bare status, as the 'status' fault kind answers. */
export function statusResponse(family: ErrorFamily, status: number, headers?: Record<string, string>): SandboxResponse {
  const key = status === 400 ? 'ValidationFailed' : undefined;
  return failureResponse(family, new ServiceFailure(status, status === 400 ? 'Validation failed' : undefined, key), headers);
}
