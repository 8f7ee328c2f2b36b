import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { SandboxAccount } from '../../electron/core/session';
import { postOperation } from './web-harness';

/**
 * The bundled web mode (`node out/main/web.js`, what `npm run web` runs) in a process of its own,
 * so a test can kill it (-9) as a crash would, and start it again on the same data directory.
 */
export interface WebProcess {
  url: string;
  /** Calls one operation as the page does; answers the parsed body. */
  call(name: string, input: unknown): Promise<{ ok: boolean; value?: unknown; error?: unknown }>;
  /** SIGKILL: no handler runs, nothing is flushed, the core simply stops. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const root = resolve(__dirname, '..', '..');

export async function startWebProcess(dataDir: string): Promise<WebProcess> {
  const child: ChildProcess = spawn(process.execPath, [join(root, 'out/main/web.js'), '--port', '0', '--data', dataDir], {
    cwd: root,
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /^Web mode: (\S+)$/m.exec(out)?.[1];
      if (found) done(found);
    });
    child.once('exit', (code) => fail(new Error(`web mode exited early with ${code}: ${out}`)));
  });
  const parsed = new URL(url);
  const server = { host: parsed.hostname, port: Number(parsed.port), token: parsed.searchParams.get('token')! };
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
  };
  return {
    url,
    call: async (name, input) => JSON.parse(await postOperation(server, name, input, false)) as { ok: boolean },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/** Points the studio's active profile at a service of the test's (a sandbox in its own process), key included. */
export async function useAccount(web: WebProcess, account: SandboxAccount): Promise<void> {
  const settings = await web.call('settings.update', {
    serviceBaseUrl: { kind: 'custom', url: account.url },
    projectId: account.projectId,
    apiKeyId: account.apiKeyId,
    preferences: { welcomeDone: true },
  });
  if (!settings.ok) throw new Error(`settings.update: ${JSON.stringify(settings.error)}`);
  const key = await web.call('secrets.setApiKey', { apiKey: account.apiKey });
  if (!key.ok) throw new Error(`secrets.setApiKey: ${JSON.stringify(key.error)}`);
}
