import { describe, expect, it } from 'vitest';
import type { WebTool } from '../../../shared/model/service';
import { isSecretHeaderName, maskSecret, pickSecret, toWebToolView } from '../../../electron/core/agents';

const tool: WebTool = {
  id: 't1',
  persistentId: 'p1',
  version: 2,
  name: 'crm',
  type: 'MCP',
  isActive: true,
  toolSettings: {
    serverUrl: 'https://mcp.example.com',
    authToken: 'mcp_live_0123456789abcdef',
    httpHeaders: { Authorization: 'Bearer abcdefghijklmnop', 'X-Api-Key': 'k-123', Cookie: 'sid=1', 'Content-Type': 'application/json' },
  },
};

describe('masking web-tool secrets in the main process', () => {
  it('recognises credential headers by name and leaves ordinary ones alone', () => {
    for (const name of ['Authorization', 'X-Api-Key', 'x-auth-token', 'Cookie', 'Client-Secret', 'Set-Cookie'])
      expect(isSecretHeaderName(name)).toBe(true);
    for (const name of ['Content-Type', 'Accept', 'User-Agent']) expect(isSecretHeaderName(name)).toBe(false);
  });

  it('shows dots and at most the last four characters of a long secret', () => {
    expect(maskSecret('short')).toBe('••••••••');
    expect(maskSecret('mcp_live_0123456789abcdef')).toBe('••••••••cdef');
  });

  it('keeps no secret value anywhere in the view', () => {
    const view = toWebToolView(tool);
    const text = JSON.stringify(view);
    for (const secret of ['mcp_live_0123456789abcdef', 'Bearer abcdefghijklmnop', 'k-123', 'sid=1']) expect(text).not.toContain(secret);
    expect(view.headers.find((h) => h.name === 'Content-Type')?.value).toBe('application/json');
    expect(view.authToken?.secretField).toBe('authToken');
  });

  it('reveals only fields it masks', () => {
    expect(pickSecret(tool, 'authToken')).toBe('mcp_live_0123456789abcdef');
    expect(pickSecret(tool, 'header:Cookie')).toBe('sid=1');
    expect(pickSecret(tool, 'header:Content-Type')).toBeNull();
    expect(pickSecret(tool, 'toolSettings.serverUrl')).toBeNull();
  });
});
