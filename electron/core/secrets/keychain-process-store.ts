import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from '../../../shared/contract/errors';
import { keychainFailure } from './keychain-failure';
import { isKeychainReply, type KeychainMethod, type KeychainRequest } from './keychain-protocol';
import { DEFAULT_KEYCHAIN_TIMEOUT_MS } from './keytar-secret-store';
import type { KeychainReady, SecretStore } from './secret-store';

/** The helper program to start; tests pass one that never answers. */
export interface KeychainHelperEntry {
  file: string;
  execArgv: string[];
}

export interface KeychainProcessStoreOptions {
  /** Longest wait for one keychain call once the helper is listening; then the helper is killed. */
  timeoutMs?: number;
  /** Longest wait for the helper to start listening (tsx from source is slow on a busy machine). */
  startTimeoutMs?: number;
  /** The helper's environment (tests: a private D-Bus session); this process's by default. */
  env?: NodeJS.ProcessEnv;
  helper?: KeychainHelperEntry;
}

export const DEFAULT_HELPER_START_TIMEOUT_MS = 15_000;

/**
 * Built, the helper is the bundle's `keychain-helper.js` beside the main bundle
 * (electron.vite.config.ts); from source (web mode, tests) it is the TypeScript entry, run by tsx.
 */
export function keychainHelperEntry(): KeychainHelperEntry {
  const bundled = join(__dirname, 'keychain-helper.js');
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  return { file: join(__dirname, 'keychain-helper.ts'), execArgv: ['--import', 'tsx'] };
}

interface Call {
  request: KeychainRequest;
  resolve: (result: Result<unknown>) => void;
  deadline?: NodeJS.Timeout;
}

interface Helper {
  child: ChildProcess;
  listening: boolean;
  calls: Map<number, Call>;
  startDeadline: NodeJS.Timeout;
}

/**
 * The OS keychain, asked through a helper process (keychain-helper.ts). keytar's calls block a
 * libuv pool thread until the keyring answers, and that pool also serves every file and DNS call
 * of the process: in the core's own process a hung keyring (more reads than pool threads) stalled
 * an unrelated draft save until D-Bus's reply timeout freed the threads. In the helper they stall
 * only the helper (`npm run bench -- keychain-stall`, "draft save, … key reads stuck").
 *
 * Each call has a deadline. When it passes, the helper is killed, which frees every caller at once
 * with KEYCHAIN_UNAVAILABLE / `keychain.timeout` (worded in both languages by the UI); the next call
 * starts a fresh helper. Concurrent calls share one helper; the results are those of
 * KeytarSecretStore (probe-confirmed nulls, classified failures) carried across unchanged.
 */
export class KeychainProcessStore implements SecretStore {
  private readonly timeoutMs: number;
  private readonly startTimeoutMs: number;
  private helper: Helper | undefined;
  private nextId = 1;

  constructor(private readonly options: KeychainProcessStoreOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_KEYCHAIN_TIMEOUT_MS;
    this.startTimeoutMs = options.startTimeoutMs ?? DEFAULT_HELPER_START_TIMEOUT_MS;
  }

  getSecret(account: string): Promise<Result<string | null>> {
    return this.ask('getSecret', [account]);
  }

  setSecret(account: string, secret: string): Promise<Result<void>> {
    return this.ask('setSecret', [account, secret]);
  }

  deleteSecret(account: string): Promise<Result<boolean>> {
    return this.ask('deleteSecret', [account]);
  }

  probe(): Promise<Result<KeychainReady>> {
    return this.ask('probe', []);
  }

  /** Stops the helper (the core is closing); calls still waiting end as "keychain unavailable". */
  close(): void {
    if (this.helper) this.stop(this.helper, keychainFailure('unknown', 'the studio is closing'));
  }

  /** The helper's process id while one runs (tests check it is really gone after a timeout). */
  helperPid(): number | undefined {
    return this.helper?.child.pid;
  }

  private ask<T>(method: KeychainMethod, args: string[]): Promise<Result<T>> {
    return new Promise<Result<unknown>>((resolve) => {
      const helper = this.helper ?? this.start();
      const call: Call = { request: { id: this.nextId++, method, args }, resolve };
      helper.calls.set(call.request.id, call);
      if (helper.listening) this.send(helper, call);
    }) as Promise<Result<T>>;
  }

  private send(helper: Helper, call: Call): void {
    call.deadline = setTimeout(() => {
      // The keychain is stuck inside a call nothing can cancel: only ending the process frees it.
      this.stop(helper, keychainFailure('timeout', `no answer within ${(this.timeoutMs / 1000).toFixed(1)} s`));
    }, this.timeoutMs);
    helper.child.send(call.request, (error) => {
      if (error) this.stop(helper, keychainFailure('unknown', `the keychain helper could not be reached: ${error.message}`));
    });
  }

  private start(): Helper {
    const entry = this.options.helper ?? keychainHelperEntry();
    const env = { ...(this.options.env ?? process.env) };
    // Inside Electron, process.execPath is the Electron binary: run it as plain Node.
    if (process.versions['electron']) env['ELECTRON_RUN_AS_NODE'] = '1';
    const child = fork(entry.file, [], { execArgv: entry.execArgv, env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const helper: Helper = {
      child,
      listening: false,
      calls: new Map(),
      startDeadline: setTimeout(() => {
        this.stop(
          helper,
          keychainFailure('unknown', `the keychain helper did not start within ${(this.startTimeoutMs / 1000).toFixed(0)} s`),
        );
      }, this.startTimeoutMs),
    };
    // An idle helper never keeps the studio (or a test run) alive; waiting calls do, by their timers.
    child.unref();
    child.channel?.unref();
    child.on('message', (message: unknown) => this.receive(helper, message));
    child.on('error', (error) => this.stop(helper, keychainFailure('unknown', `the keychain helper failed: ${error.message}`)));
    child.on('exit', (code, signal) =>
      this.stop(helper, keychainFailure('unknown', `the keychain helper stopped (${signal ?? `exit code ${code}`})`)),
    );
    this.helper = helper;
    return helper;
  }

  private receive(helper: Helper, message: unknown): void {
    if (!isKeychainReply(message)) return;
    if (message.type === 'ready') {
      helper.listening = true;
      clearTimeout(helper.startDeadline);
      for (const call of helper.calls.values()) this.send(helper, call);
      return;
    }
    const call = helper.calls.get(message.id);
    if (!call) return;
    clearTimeout(call.deadline);
    helper.calls.delete(message.id);
    call.resolve(message.result);
  }

  /** Ends `helper` (if it is still running) and answers every call still waiting on it with `result`. */
  private stop(helper: Helper, result: Result<never>): void {
    if (this.helper === helper) this.helper = undefined;
    clearTimeout(helper.startDeadline);
    if (helper.child.exitCode === null && helper.child.signalCode === null) helper.child.kill('SIGKILL');
    const waiting = [...helper.calls.values()];
    helper.calls.clear();
    for (const call of waiting) {
      clearTimeout(call.deadline);
      call.resolve(result);
    }
  }
}
