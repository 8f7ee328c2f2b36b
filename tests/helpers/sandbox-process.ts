import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SandboxAccount } from '../../electron/core/session';
import type { FaultConfig } from '../../electron/sandbox/faults';
import type { LoggedRequest } from '../../electron/sandbox/request-log';

/**
 * The sandbox in a process of its own (`npm run sandbox`'s module, with its control routes), for
 * tests that kill the studio's core: the service and its request log outlive the core, as the real
 * service does.
 */
export interface SandboxProcess {
  account: SandboxAccount;
  url: string;
  /** What the sandbox received, from its control route. */
  requests(): Promise<LoggedRequest[]>;
  /** Generation requests received so far. */
  posts(): Promise<number>;
  setFaults(config: FaultConfig): Promise<void>;
  stop(): Promise<void>;
}

const root = resolve(__dirname, '..', '..');

export async function startSandboxProcess(faults: FaultConfig = {}, speech: 'synthetic' | 'espeak' = 'synthetic'): Promise<SandboxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-sandbox-process-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'electron/sandbox/cli.ts'),
      '--data',
      join(dir, 'data'),
      '--port',
      '0',
      '--speech',
      speech,
      '--control',
      '--faults',
      JSON.stringify(faults),
    ],
    { cwd: root, env: { ...process.env, NODE_NO_WARNINGS: '1' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /^Sandbox: (\S+)$/m.exec(out)?.[1];
      if (found && /^Demo API key: /m.test(out)) done(found);
    });
    child.once('exit', (code) => fail(new Error(`the sandbox exited early with ${code}`)));
  });
  const control = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}/__sandbox/${path}`, init);
    return (await response.json()) as Record<string, unknown>;
  };
  const info = await control('info');
  const requests = async () => (await control('requests')).requests as LoggedRequest[];
  return {
    url,
    account: { url, apiKey: String(info.apiKey), apiKeyId: String(info.apiKeyId), projectId: String(info.projectId) },
    requests,
    posts: async () => (await requests()).filter((request) => request.route === 'historyCreate').length,
    setFaults: async (config) => {
      await control('faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(config) });
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
