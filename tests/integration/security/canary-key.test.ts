import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ipcChannel, isOperationName, webPaths, type OperationName, type Result } from '../../../shared/contract';
import type { Project, QueueState } from '../../../shared/model/projects';
import type { Core } from '../../../electron/core/core';
import { KeychainProcessStore, type SecretStore } from '../../../electron/core/secrets';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';
import { forwardEvents, registerContract } from '../../../electron/main/ipc';
import { createSenderCheck } from '../../../electron/main/trusted-sender';
import { startWebServer } from '../../../electron/web/server';
import { rawRequest } from '../../helpers/raw-http';
import { realKeyring, useCoreRig } from '../../helpers/core-rig';

/*
 * The canary of ARCHITECTURE.md ("Quality bars", Security): a unique fake key goes in through secrets.setApiKey and then
 * through everything that could carry it out — failing calls (the sandbox rejects it with 401), a
 * generation, an automatic retry, a user's retry, a restart — over both transports. Every contract
 * result, every event, every console line and every byte under the data directory is kept and
 * searched: the canary must appear nowhere. With a real keyring it really goes through the OS
 * keychain, through the helper process the studio ships (KeychainProcessStore).
 */

type Call = (name: OperationName, input: unknown) => Promise<unknown>;

interface Transport {
  name: string;
  /** Starts the transport over a core; returns how to call an operation and how to stop. */
  attach(core: Core, captured: string[]): Promise<{ call: Call; stop(): Promise<void> }>;
}

const web: Transport = {
  name: 'web mode (HTTP)',
  async attach(core, captured) {
    const server = await startWebServer({ handlers: core.handlers, events: core.events, audio: core.audio, rendererDir: tmpdir() });
    const call: Call = async (name, input) => {
      const response = await rawRequest({
        host: server.host,
        port: server.port,
        path: `${webPaths.ops}${name}`,
        method: 'POST',
        headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      captured.push(JSON.stringify(response.headers), response.body);
      return JSON.parse(response.body) as unknown;
    };
    return { call, stop: () => server.close() };
  },
};

const ipc: Transport = {
  name: 'Electron IPC',
  async attach(core, captured) {
    const channels = new Map<string, (event: IpcMainInvokeEvent, input: unknown) => Promise<unknown>>();
    const ipcMain = {
      handle: (channel: string, listener: (event: IpcMainInvokeEvent, input: unknown) => Promise<unknown>) =>
        channels.set(channel, listener),
      removeHandler: (channel: string) => void channels.delete(channel),
    } as unknown as Pick<IpcMain, 'handle' | 'removeHandler'>;
    const unregister = registerContract(ipcMain, core.handlers, { isTrustedSender: createSenderCheck(['app://studio']) });
    const mainFrame = { url: 'app://studio/index.html', parent: null, processId: 4, routingId: 1 };
    const event = { senderFrame: mainFrame, sender: { mainFrame } } as unknown as IpcMainInvokeEvent;
    // What the window would receive: every forwarded event, serialised as Electron would.
    const stopEvents = forwardEvents(core.events, {
      isDestroyed: () => false,
      send: (channel: string, payload: unknown) => void captured.push(channel, JSON.stringify(payload)),
    });
    const call: Call = async (name, input) => {
      const listener = channels.get(ipcChannel(name));
      if (!listener) throw new Error(`no IPC handler for ${name}`);
      const result = await listener(event, input);
      captured.push(JSON.stringify(result));
      return result;
    };
    return {
      call,
      stop: async () => {
        stopEvents();
        unregister();
      },
    };
  },
};

// Each test starts cores of its own on the rig's sandbox (a fresh data dir, whose every byte is read).
const rig = useCoreRig();
let voiceId: string;
const consoleLines: string[] = [];

beforeAll(async () => {
  const voices = await rig.sandbox.api('/v2/tts/voices?page=1&perPage=1');
  voiceId = voices.body.data.voices[0].id as string;
});
beforeEach(() => {
  consoleLines.length = 0;
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLines.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 8 }))).join(' '));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  rig.sandbox.faults.reset();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A generation the way the editor starts one: a project of one block in the voice, Generate all.
 * The service refuses the key, so the queue stops on it (and the test cancels the run); the
 * request really went out with the key in it.
 */
async function generateProject(call: Call): Promise<void> {
  const made = (await call('projects.create', { name: 'Canary', text: 'مرحبا بكم في استوديو صوت' })) as Result<Project>;
  if (!made.ok) throw new Error(made.error.message);
  const projectId = made.value.id;
  expect(await call('projects.updateSettings', { projectId, settings: { voiceId } })).toMatchObject({ ok: true });
  const before = rig.sandbox.requests.count('historyCreate');
  expect(await call('queue.start', { projectId })).toMatchObject({ ok: true });
  const state = async () => {
    const status = (await call('queue.status', { projectId })) as Result<QueueState>;
    return status.ok ? status.value.state : status.error.code;
  };
  // The refusal comes back and stops the run (its error is then in a result and an event too).
  await expect.poll(state, { timeout: 30_000 }).not.toBe('running');
  expect(rig.sandbox.requests.count('historyCreate')).toBeGreaterThan(before);
  await call('queue.cancel', { projectId });
}

/** Calls an operation only if the contract declares it (generation is built in parallel). */
async function callIfDeclared(call: Call, name: string, input: unknown): Promise<void> {
  if (!isOperationName(name)) return;
  // A call still under construction may hang or fail; the canary must not appear either way.
  await Promise.race([call(name, input).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

describe.each([web, ipc])('the canary key over $name', (transport) => {
  it('appears in no result, event, log line or file, through set → failures → generation → retry → restart', async () => {
    const canary = `canary-${randomUUID()}`;
    let dataDir: string | undefined;
    const captured: string[] = [];
    const secrets: SecretStore = realKeyring ? new KeychainProcessStore() : new InMemorySecretStore();
    const open = async (store: SecretStore) => {
      const started = await rig.startCore(dataDir === undefined ? { secrets: store } : { dataDir, secrets: store });
      dataDir = started.dataDir;
      started.core.events.subscribe((name, payload) => void captured.push(name, JSON.stringify(payload)));
      return { core: started.core, close: started.close, ...(await transport.attach(started.core, captured)) };
    };

    let running = await open(secrets);
    try {
      await running.call('settings.update', { serviceBaseUrl: { kind: 'custom', url: rig.sandbox.url } });
      expect(await running.call('secrets.setApiKey', { apiKey: `  ${canary}  ` })).toEqual({ ok: true, value: { configured: true } });
      expect(await running.call('secrets.status', {})).toMatchObject({ ok: true, value: { configured: true } });

      // Calls the service refuses: the canary travels in the Authorization header and comes back as 401.
      expect(await running.call('account.testConnection', {})).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
      await generateProject(running.call);
      await callIfDeclared(running.call, 'voices.list', {});
      // The generation road of the service client itself (the body's apiKey field defaults to the key).
      const session = await running.core.context.sessions.current();
      if (!session.ok) throw new Error(session.error.message);
      captured.push(inspect(await session.value.client.generate({ voiceId, script: 'مرحبا بكم في استوديو صوت' }), { depth: 8 }));

      // An automatic retry (503, then 401) and the user's own retry.
      rig.sandbox.faults.set({ rules: [{ route: 'projectByApiKey', kind: 'status', status: 503, times: 1 }] });
      expect(await running.call('account.testConnection', {})).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
      expect(await running.call('account.testConnection', {})).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
      // The key pasted where it does not belong is refused without being echoed.
      expect(await running.call('settings.update', { apiKeyId: canary })).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
      expect(await running.call('settings.update', { projectId: canary })).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
      for (const name of ['settings.get', 'profiles.list'] as const) await running.call(name, {});

      // Restart on the same data directory; the key is still in the keychain and still refused.
      await running.stop();
      await running.close();
      running = await open(realKeyring ? new KeychainProcessStore() : secrets);
      expect(await running.call('secrets.status', {})).toMatchObject({ ok: true, value: { configured: true } });
      expect(await running.call('account.testConnection', {})).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
      await running.call('settings.get', {});
      expect(await running.call('secrets.clearApiKey', {})).toEqual({ ok: true, value: { configured: false, removed: true } });
    } finally {
      await running.stop();
      await running.close();
    }

    // The canary really went out to the service (the test would prove nothing otherwise)...
    expect(rig.sandbox.requests.count('projectByApiKey')).toBeGreaterThan(0);
    // ...and came back nowhere.
    const files = filesUnder(dataDir!);
    expect(files.length).toBeGreaterThan(2);
    // The whole key, and recognisable parts of it: its first and last uuid groups.
    const groups = canary.slice('canary-'.length).split('-');
    const needles = [canary, groups[0]!, groups[4]!];
    const leaks = (text: string | Buffer) => needles.some((needle) => text.includes(needle));
    const leakingFiles = files.filter((file) => leaks(readFileSync(file)));
    expect(captured.filter(leaks)).toEqual([]);
    expect(consoleLines.filter(leaks)).toEqual([]);
    expect(leakingFiles).toEqual([]);
  });
});
