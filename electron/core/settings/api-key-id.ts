import type { Settings } from './settings-schema';

/**
 * Which identifier a generation sends as `apiKey`, described for the renderer: either the one the
 * user set, or "the key itself" — named, never included, so the key cannot reach the UI this way.
 */
export type ApiKeyIdChoice = { source: 'settings'; apiKeyId: string } | { source: 'api-key' };

export function describeApiKeyId(settings: Settings): ApiKeyIdChoice {
  return settings.apiKeyId ? { source: 'settings', apiKeyId: settings.apiKeyId } : { source: 'api-key' };
}

/**
 * The value for the generation body's `apiKey` field. Main process only (the service client):
 * its result may be the key, so it must never be returned through the contract.
 */
export function resolveApiKeyId(settings: Settings, apiKey: string): string {
  return settings.apiKeyId ?? apiKey;
}
