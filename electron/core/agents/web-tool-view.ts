import type { MaskableValue, WebToolView } from '../../../shared/model/agents';
import type { WebTool } from '../../../shared/model/service';

/**
 * Turns a web tool from the service into what the renderer may see: `authToken` and every
 * secret-looking header value replaced by a mask, here in the main process, so no secret reaches
 * the renderer (or the cache, which stores this view) unless `webTools.revealSecret` is asked for
 * exactly one of them.
 */

/** Header names whose values are credentials: Authorization, *token*, *key*, *secret*, cookies … */
const secretHeaderName = /auth|token|key|secret|cookie|password|passwd|credential|session|signature/i;

export const AUTH_TOKEN_FIELD = 'authToken';
const HEADER_FIELD_PREFIX = 'header:';

export function isSecretHeaderName(name: string): boolean {
  return secretHeaderName.test(name);
}

/** Dots only, plus the last four characters of a long secret so the user can tell two tokens apart. */
export function maskSecret(secret: string): string {
  const dots = '••••••••';
  return secret.length >= 16 ? `${dots}${secret.slice(-4)}` : dots;
}

function masked(secret: string, field: string): MaskableValue {
  return { masked: maskSecret(secret), secretField: field };
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function toWebToolView(tool: WebTool): WebToolView {
  const settings = tool.toolSettings ?? null;
  const authToken = settings?.authToken ? masked(settings.authToken, AUTH_TOKEN_FIELD) : null;
  const headers = Object.entries(settings?.httpHeaders ?? {}).map(([name, value]) =>
    isSecretHeaderName(name) && value ? { name, ...masked(value, `${HEADER_FIELD_PREFIX}${name}`) } : { name, value: text(value) },
  );
  return {
    id: tool.id,
    persistentId: tool.persistentId ?? tool.id,
    version: tool.version === null || tool.version === undefined ? null : String(tool.version),
    name: tool.name,
    type: tool.type,
    isActive: tool.isActive,
    async: tool.async ?? false,
    description: tool.description ?? '',
    serverUrl: settings?.serverUrl ?? '',
    methodType: settings?.methodType ?? null,
    timeoutMs: settings?.timeout ?? null,
    authToken,
    headers,
    pathParameters: Object.entries(settings?.pathParameters ?? {}).map(([name, value]) => ({ name, value: text(value) })),
    params: Object.entries(tool.params ?? {}).map(([name, param]) => ({
      name,
      type: param.type ?? '',
      description: param.description ?? '',
    })),
    messages: (tool.messages ?? []).map((message) => ({ type: message.type ?? '', content: message.content ?? '' })),
  };
}

/** The one secret `field` names in a tool from the service, or null when there is no such secret. */
export function pickSecret(tool: WebTool, field: string): string | null {
  const settings = tool.toolSettings ?? null;
  if (field === AUTH_TOKEN_FIELD) return settings?.authToken ?? null;
  if (!field.startsWith(HEADER_FIELD_PREFIX)) return null;
  const name = field.slice(HEADER_FIELD_PREFIX.length);
  // Only values we mask can be revealed: this op is not a way to read arbitrary fields.
  if (!isSecretHeaderName(name)) return null;
  const value = settings?.httpHeaders?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
}
