import type { Result } from '../../../shared/contract/errors';
import type { SecretStore } from './secret-store';

/**
 * The messages between the core and its keychain helper process (keychain-process-store.ts and
 * keychain-helper.ts): one request per SecretStore call, one reply per request, by id. The helper
 * says `ready` once it listens, so nothing is sent into a process that could drop it.
 */
export const keychainMethods = ['getSecret', 'setSecret', 'deleteSecret', 'probe'] as const satisfies ReadonlyArray<keyof SecretStore>;
export type KeychainMethod = (typeof keychainMethods)[number];

export interface KeychainRequest {
  id: number;
  method: KeychainMethod;
  args: string[];
}

export type KeychainReply = { type: 'ready' } | { type: 'result'; id: number; result: Result<unknown> };

export function isKeychainRequest(message: unknown): message is KeychainRequest {
  const request = message as Partial<KeychainRequest> | null;
  return (
    typeof request?.id === 'number' &&
    (keychainMethods as readonly unknown[]).includes(request.method) &&
    Array.isArray(request.args) &&
    request.args.every((arg) => typeof arg === 'string')
  );
}

export function isKeychainReply(message: unknown): message is KeychainReply {
  const reply = message as Partial<{ type: unknown; id: unknown; result: { ok?: unknown } }> | null;
  if (reply?.type === 'ready') return true;
  return reply?.type === 'result' && typeof reply.id === 'number' && typeof reply.result?.ok === 'boolean';
}
