import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseShape, startSandbox, type SandboxHandle, type SandboxOptions } from '../../electron/sandbox/server';

/** Test-only helpers: a sandbox in a throw-away data dir, and a fetch that speaks its auth. */
export interface TestSandbox extends SandboxHandle {
  dataDir: string;
  /** fetch against the sandbox with `Authorization: Token <key>` unless `auth: false`. */
  api(path: string, init?: ApiInit): Promise<ApiResponse>;
  /** Closes the server and removes the data dir (unless keepData). */
  dispose(options?: { keepData?: boolean }): Promise<void>;
}

export interface ApiInit {
  method?: string;
  /** Serialised as JSON unless it is already a string. */
  body?: unknown;
  auth?: boolean | string;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  text: string;
}

export function makeTempDir(prefix = 'sawt-sandbox-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Synthetic speech unless told otherwise; the shape defaults to SANDBOX_SHAPE, else 'spec'. */
export async function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? makeTempDir();
  const envShape = process.env.SANDBOX_SHAPE;
  const shape = envShape ? parseShape(envShape, 'SANDBOX_SHAPE') : 'spec';
  const handle = await startSandbox({ speech: 'synthetic', shape, ...options, dataDir });
  return {
    ...handle,
    dataDir,
    api: (path, init) => callApi(handle, path, init),
    async dispose(disposeOptions) {
      await handle.close();
      if (!disposeOptions?.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function callApi(handle: Pick<SandboxHandle, 'url' | 'apiKey'>, path: string, init: ApiInit = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.auth !== false) headers.Authorization = `Token ${typeof init.auth === 'string' ? init.auth : handle.apiKey}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(`${handle.url}${path}`, { method: init.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: tests see the text
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}
