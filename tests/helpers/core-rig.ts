import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { OperationName, Result } from '../../shared/contract';
import { dispatch, type CallContext } from '../../electron/core/dispatch/dispatch';
import { createCore, type Core, type CoreOptions } from '../../electron/core/core';
import { KeychainProcessStore, type SecretStore } from '../../electron/core/secrets';
import { InMemorySecretStore } from './in-memory-secret-store';
import { existingSandbox, type ProfileSession } from '../../electron/core/session';
import type { SandboxOptions } from '../../electron/sandbox/server';
import { makeTempDir, startTestSandbox, type TestSandbox } from './test-sandbox';
import { startWebServer, type WebServer } from '../../electron/web/server';
import { seedSandboxHistory, type SeedOptions } from './history-seed';

/**
 * The one way integration tests start the studio's core: a real sandbox service (fault switches,
 * request log), a real core on it with its own data dir, and as many further cores on the same
 * sandbox as a test needs (restarts, two windows of one library). Everything it started is closed
 * and every data dir it made removed when the rig closes.
 */

/** One core on the rig's sandbox. */
export interface RigCore {
  core: Core;
  dataDir: string;
  secrets: SecretStore;
  /** Every event the core emitted, oldest first. */
  events: Array<{ name: string; payload: unknown }>;
  /** One contract call through the same road both transports take (web unless ctx says otherwise). */
  call<T = unknown>(name: OperationName, input?: unknown, ctx?: Partial<CallContext>): Promise<Result<T>>;
  /** The active profile's session, opened if need be; a failure to open throws. */
  session(): Promise<ProfileSession>;
  /** Closes the core (once); its data dir stays until the rig closes, for a restart on it. */
  close(): Promise<void>;
}

export interface RigCoreOptions {
  /** Reuse a data dir (a restart); a new one in the temp folder otherwise. */
  dataDir?: string;
  /** In memory unless given (the keychain tests pass the real one). */
  secrets?: SecretStore;
  fetch?: CoreOptions['fetch'];
  webhookNetwork?: CoreOptions['webhookNetwork'];
}

export interface CoreRigOptions extends RigCoreOptions {
  sandbox?: Partial<SandboxOptions>;
  /** History entries seeded into the sandbox before it starts (history tests); `ids` lists them. */
  history?: { entries: number; seed?: SeedOptions };
  /** Also serve the first core in web mode on loopback, with this folder as the UI. */
  web?: { rendererDir?: string };
}

/** The sandbox and the first core, plus a way to start more cores on the same sandbox. */
export interface CoreRig extends RigCore {
  sandbox: TestSandbox;
  /** The seeded history entries' ids, newest first (empty without `history`). */
  ids: string[];
  /** The web-mode server, when `web` was asked for. */
  server: WebServer;
  startCore(options?: RigCoreOptions): Promise<RigCore>;
  close(): Promise<void>;
}

export async function startCoreRig(options: CoreRigOptions = {}): Promise<CoreRig> {
  const sandboxDir = makeTempDir();
  const ids = options.history ? await seedSandboxHistory(sandboxDir, options.history.entries, options.history.seed) : [];
  const sandbox = await startTestSandbox({ ...options.sandbox, dataDir: sandboxDir });
  const cores: RigCore[] = [];
  const madeDirs: string[] = [];
  const startCore = async (coreOptions: RigCoreOptions = {}): Promise<RigCore> => {
    const started = await startRigCore(sandbox, coreOptions, madeDirs);
    cores.push(started);
    return started;
  };
  const first = await startCore(options);
  const server = options.web
    ? await startWebServer({
        handlers: first.core.handlers,
        events: first.core.events,
        audio: first.core.audio,
        rendererDir: options.web.rendererDir ?? first.dataDir,
      })
    : undefined;
  return {
    ...first,
    sandbox,
    ids,
    get server(): WebServer {
      if (!server) throw new Error('this rig serves no web mode: start it with `web`');
      return server;
    },
    startCore,
    async close() {
      await server?.close();
      for (const started of cores) await started.close();
      await sandbox.dispose();
      for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startRigCore(sandbox: TestSandbox, options: RigCoreOptions, madeDirs: string[]): Promise<RigCore> {
  let dataDir = options.dataDir;
  if (dataDir === undefined) {
    dataDir = mkdtempSync(join(tmpdir(), 'sawt-core-'));
    madeDirs.push(dataDir);
  }
  const secrets = options.secrets ?? new InMemorySecretStore();
  const core = await createCore({
    dataDir,
    version: 'test',
    secrets,
    sandbox: existingSandbox(sandbox),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.webhookNetwork ? { webhookNetwork: options.webhookNetwork } : {}),
  });
  const events: RigCore['events'] = [];
  core.events.subscribe((name, payload) => events.push({ name, payload }));
  let closing: Promise<void> | undefined;
  return {
    core,
    dataDir,
    secrets,
    events,
    call: <T>(name: OperationName, input: unknown = {}, ctx: Partial<CallContext> = {}) =>
      dispatch(core.handlers, name, input, { transport: 'web', ...ctx }) as Promise<Result<T>>,
    session: async () => unwrap(await core.context.sessions.current()),
    close: () => (closing ??= core.close()),
  };
}

/**
 * The rig for a whole test file: started before its tests, closed after them. Read it in tests
 * and hooks (not at the file's top level, where it has not started yet).
 */
export function useCoreRig(options: CoreRigOptions = {}): CoreRig {
  let started: CoreRig | undefined;
  beforeAll(async () => {
    started = await startCoreRig(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as CoreRig, {
    get(_target, key) {
      if (!started) throw new Error('the core rig is read before its beforeAll ran');
      return Reflect.get(started, key);
    },
  });
}

/**
 * Opens cores one after another on one data directory (made by the rig with the first), as the
 * studio does across restarts. A core's close is its rig core's, so the rig's own clean-up never
 * closes it twice.
 */
export function openOnOneDataDir(rig: CoreRig, secrets: SecretStore): () => Promise<Core> {
  let dataDir: string | undefined;
  return async () => {
    const started = await rig.startCore(dataDir === undefined ? { secrets } : { dataDir, secrets });
    dataDir = started.dataDir;
    return { ...started.core, close: started.close };
  };
}

/** A result's value; a failure throws, naming its code. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** true under scripts/with-keyring.sh: a private, unlocked gnome-keyring is there to use. */
export const realKeyring = process.env['SAWT_TEST_KEYRING'] === '1';

/** The keychain the studio ships (its helper process) on the real keyring, else an in-memory one. */
export function keychainStore(): SecretStore {
  return realKeyring ? new KeychainProcessStore() : new InMemorySecretStore();
}
