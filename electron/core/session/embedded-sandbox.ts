import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract';
import { parseShape } from '../../sandbox/shape';

/** What the studio needs to use a running sandbox as an account. The demo key stays in memory. */
export interface SandboxAccount {
  url: string;
  apiKey: string;
  apiKeyId: string;
  projectId: string;
}

export interface SandboxProvider {
  account(): Promise<Result<SandboxAccount>>;
  close(): Promise<void>;
}

export interface EmbeddedSandboxOptions {
  /**
   * The sandbox's response shape ('spec' or 'lenient', see electron/sandbox/README.md); default:
   * the SANDBOX_SHAPE environment variable, else 'spec'.
   */
  shape?: string;
}

/** How long the sandbox's process may take to answer that it listens (a cold start from source under load). */
const startTimeoutMs = 300_000;
/** How long a closing sandbox may take before its process is ended. */
const closeTimeoutMs = 5_000;

/**
 * Built (Electron, web mode), the host is the bundle's `sandbox-host.js` beside the main bundle
 * (electron.vite.config.ts) or one folder up from the chunk this code lands in; from source
 * (tests, benchmarks) it is the TypeScript entry, loaded through tsx.
 */
function hostEntry(): { file: string; execArgv: string[] } {
  for (const bundled of [join(__dirname, 'sandbox-host.js'), join(__dirname, '..', 'sandbox-host.js')]) {
    if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  }
  return { file: join(__dirname, '..', '..', 'sandbox', 'embedded-host.ts'), execArgv: ['--import', 'tsx'] };
}

type HostMessage = { type: 'ready'; account: SandboxAccount } | { type: 'failed'; message: string };

interface RunningSandbox {
  account: SandboxAccount;
  pid: number | undefined;
  close(): Promise<void>;
}

/** The embedded sandbox's provider; its process id is for tests (another process, restarted when it ends). */
export interface EmbeddedSandboxProvider extends SandboxProvider {
  processId(): number | undefined;
}

/** Forks the sandbox's process and waits for its address (or its reason for not starting). */
function forkSandbox(options: { dataDir: string; shape: string }, onExit: () => void): Promise<RunningSandbox> {
  const entry = hostEntry();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SAWT_SANDBOX_HOST: JSON.stringify({ dataDir: options.dataDir, shape: options.shape, enableCallSimulation: true }),
  };
  // Inside Electron, process.execPath is the Electron binary: run it as plain Node.
  if (process.versions['electron']) env['ELECTRON_RUN_AS_NODE'] = '1';
  const child = fork(entry.file, [], { execArgv: entry.execArgv, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(onExit);
  const close = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ type: 'close' });
    const timer = setTimeout(() => child.kill('SIGKILL'), closeTimeoutMs);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`it did not answer within ${startTimeoutMs / 1000} s`));
    }, startTimeoutMs);
    child.on('message', (message: HostMessage) => {
      clearTimeout(timer);
      if (message.type === 'failed') return reject(new Error(message.message));
      // Running idle, the sandbox never keeps the studio (or a test run) alive.
      child.unref();
      child.channel?.unref();
      resolve({ account: message.account, pid: child.pid, close });
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`its process stopped (exit code ${child.exitCode ?? child.signalCode})`));
    });
  });
}

/**
 * The embedded sandbox, started on first use (most sessions of a configured account never need
 * it) in `<dataDir>/sandbox`, and shared by every sandbox profile of this installation. It runs in
 * a process of its own (electron/sandbox/embedded-host.ts): its work and its memory never hold
 * the core's event loop. A sandbox whose process ended is started again on the next use.
 */
export function embeddedSandbox(dataDir: string, options: EmbeddedSandboxOptions = {}): EmbeddedSandboxProvider {
  let starting: Promise<Result<RunningSandbox>> | undefined;
  let running: RunningSandbox | undefined;
  // Forgets a sandbox that failed to start or whose process ended, so the next use starts one.
  const forget = (attempt: Promise<Result<RunningSandbox>> | undefined) => {
    if (starting !== attempt) return;
    starting = undefined;
    running = undefined;
  };
  const start = async (): Promise<Result<RunningSandbox>> => {
    await Promise.resolve(); // `starting` holds this attempt from here on
    const attempt = starting;
    try {
      const shapeText = options.shape ?? process.env.SANDBOX_SHAPE;
      const shape =
        shapeText === undefined || shapeText === ''
          ? 'spec'
          : parseShape(shapeText, options.shape !== undefined ? 'The sandbox shape' : 'SANDBOX_SHAPE');
      const forked = await forkSandbox({ dataDir: join(dataDir, 'sandbox'), shape }, () => forget(attempt));
      if (starting === attempt) running = forked;
      return ok(forked);
    } catch (error) {
      forget(attempt);
      return fail<RunningSandbox>(
        'INTERNAL',
        `The built-in sandbox service could not start: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  return {
    async account() {
      starting ??= start();
      const running = await starting;
      return running.ok ? ok(running.value.account) : running;
    },
    async close() {
      const started = await starting;
      starting = undefined;
      running = undefined;
      if (started?.ok) await started.value.close();
    },
    processId: () => running?.pid,
  };
}

/** A provider for an already running sandbox (tests, benchmarks): the caller owns its lifetime. */
export function existingSandbox(account: SandboxAccount): SandboxProvider {
  return { account: async () => ok(account), close: async () => {} };
}
