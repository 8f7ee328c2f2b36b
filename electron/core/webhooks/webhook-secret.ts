import { randomBytes } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { SecretStore } from '../secrets/secret-store';

/** Spec §2.8: authSecret is "the word Bearer, a space, then the secret token". */
export const BEARER_PREFIX = 'Bearer ';
/** 32 random bytes: 256 bits, the floor for a token anyone who learns the URL must not guess. */
const TOKEN_BYTES = 32;
/** A pasted token shorter than 32 characters is not the "long randomly generated token" §5 asks for. */
const MIN_TOKEN_CHARS = 32;

/** A new token: 32 random bytes as base64url (43 characters, safe in URLs, headers and shells). */
export function newWebhookToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

const refuse = (key: string, message: string) =>
  fail<string>('VALIDATION', message, { field: 'authSecret', messageKey: `webhooks.secret.${key}` });

/**
 * Reads a pasted authSecret into its token, with one message per way it can be wrong. Messages
 * never quote the input: it is (nearly) a secret.
 */
export function tokenOfAuthSecret(input: string): Result<string> {
  const text = input.trim();
  if (!text) return refuse('empty', 'The secret is empty.');
  if (!/^bearer\b/i.test(text))
    return refuse('noBearer', 'The secret must start with the word "Bearer" and a space, then the token: "Bearer <token>".');
  if (!text.startsWith('Bearer'))
    return refuse('bearerCase', 'Write "Bearer" with a capital B and the rest in lower case, as the service expects.');
  if (!text.startsWith(BEARER_PREFIX) || /^Bearer\s\s/.test(text)) {
    return refuse('spacing', 'Put exactly one space between "Bearer" and the token.');
  }
  const token = text.slice(BEARER_PREFIX.length);
  if (!/^[\x21-\x7e]+$/.test(token)) return refuse('characters', 'The token may hold only visible ASCII characters, without spaces.');
  if (token.length < MIN_TOKEN_CHARS) {
    return refuse(
      'tooShort',
      `The token has ${token.length} characters; use at least ${MIN_TOKEN_CHARS} random ones (or let the studio generate one).`,
    );
  }
  return ok(token);
}

export const authSecretOf = (token: string) => `${BEARER_PREFIX}${token}`;
export const maskedAuthSecret = (token: string) => `${BEARER_PREFIX}••••${token.slice(-4)}`;

/**
 * Each agent's token in the OS keychain, one item per profile and agent. The account name holds
 * the profile id so two profiles (two accounts) that share an agent id never share a secret.
 */
export class WebhookSecrets {
  constructor(private readonly store: SecretStore) {}

  static account(profileId: string, agentId: string): string {
    return `webhook:${profileId}:${agentId}`;
  }

  read(profileId: string, agentId: string): Promise<Result<string | null>> {
    return this.store.getSecret(WebhookSecrets.account(profileId, agentId));
  }

  save(profileId: string, agentId: string, token: string): Promise<Result<void>> {
    return this.store.setSecret(WebhookSecrets.account(profileId, agentId), token);
  }

  remove(profileId: string, agentId: string): Promise<Result<boolean>> {
    return this.store.deleteSecret(WebhookSecrets.account(profileId, agentId));
  }
}
