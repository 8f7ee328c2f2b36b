import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ipcChannel, ok, operationNames, type Result } from '../../../shared/contract';
import type { Handlers } from '../../../electron/core/dispatch/dispatch';
import { completeHandlers } from '../../helpers/handlers';
import { EventBus } from '../../../electron/core/events';
import { forwardEvents, registerContract } from '../../../electron/main/ipc';
import { createSenderCheck } from '../../../electron/main/trusted-sender';

type InvokeListener = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;

/** An ipcMain that records `handle` registrations and lets the test call them. */
function fakeIpcMain() {
  const channels = new Map<string, InvokeListener>();
  const ipcMain = {
    handle: (channel: string, listener: InvokeListener) => {
      if (channels.has(channel)) throw new Error(`second handler for ${channel}`);
      channels.set(channel, listener);
    },
    removeHandler: (channel: string) => void channels.delete(channel),
  };
  const invoke = async (channel: string, event: IpcMainInvokeEvent, input?: unknown) => {
    const listener = channels.get(channel);
    if (!listener) throw new Error(`No handler registered for '${channel}'`);
    return (await listener(event, input)) as Result<unknown>;
  };
  return { ipcMain: ipcMain as unknown as Pick<IpcMain, 'handle' | 'removeHandler'>, channels, invoke };
}

interface FakeFrame {
  url: string;
  parent: FakeFrame | null;
  processId: number;
  routingId: number;
}

/** An invoke event from a frame of a window; by default the window's main frame at app://studio. */
function fakeEvent(options: { url?: string; frame?: 'main' | 'sub' | 'null' | 'other-main' | 'disposed' } = {}) {
  const mainFrame: FakeFrame = { url: options.url ?? 'app://studio/index.html', parent: null, processId: 4, routingId: 1 };
  let senderFrame: FakeFrame | null = mainFrame;
  switch (options.frame) {
    case 'sub':
      senderFrame = { url: options.url ?? 'app://studio/index.html', parent: mainFrame, processId: 4, routingId: 2 };
      break;
    case 'null':
      senderFrame = null;
      break;
    case 'other-main':
      // A top-level frame, but not the one this webContents shows (e.g. a stale frame).
      senderFrame = { url: mainFrame.url, parent: null, processId: 9, routingId: 7 };
      break;
    case 'disposed':
      senderFrame = Object.defineProperty({ parent: null, processId: 4, routingId: 1 } as FakeFrame, 'url', {
        get() {
          throw new Error('Render frame was disposed before WebFrameMain could be accessed');
        },
      });
      break;
  }
  return { senderFrame, sender: { mainFrame } } as unknown as IpcMainInvokeEvent;
}

function handlersWith(overrides: Partial<Handlers> = {}) {
  const calls: string[] = [];
  const handlers: Handlers = completeHandlers({
    'app.info': async () => {
      calls.push('app.info');
      return ok({ name: 'Sawt Studio', version: '0', transport: 'ipc', dataDir: '/d', platform: 'linux' });
    },
    'app.ping': async (input, ctx) => {
      calls.push('app.ping');
      return ok({ message: input.message, serverTime: 1, transport: ctx.transport });
    },
    ...overrides,
  });
  return { handlers, calls };
}

function registered(options: { origins?: string[]; overrides?: Partial<Handlers> } = {}) {
  const fake = fakeIpcMain();
  const { handlers, calls } = handlersWith(options.overrides);
  const unregister = registerContract(fake.ipcMain, handlers, {
    isTrustedSender: createSenderCheck(options.origins ?? ['app://studio']),
  });
  return { ...fake, calls, unregister };
}

const ping = ipcChannel('app.ping');

afterEach(() => vi.restoreAllMocks());

describe('registerContract: which channels exist', () => {
  it('registers exactly one handler per declared operation, on its derived channel', () => {
    const { channels } = registered();
    expect([...channels.keys()].sort()).toEqual(operationNames.map(ipcChannel).sort());
  });

  it('leaves an undeclared channel without a handler', async () => {
    const { channels, invoke } = registered();
    for (const channel of ['studio:app.shutdown', 'studio:__proto__', 'app.ping', 'studio-event:app.connectivityChanged']) {
      expect(channels.has(channel)).toBe(false);
    }
    await expect(invoke('studio:app.shutdown', fakeEvent(), {})).rejects.toThrow(/No handler/);
  });

  it('removes every handler it registered when unregistered', () => {
    const { channels, unregister } = registered();
    unregister();
    expect(channels.size).toBe(0);
  });
});

describe('registerContract: who may call', () => {
  it('answers the main frame of our own window through the core', async () => {
    const { invoke, calls } = registered();
    const result = await invoke(ping, fakeEvent(), { message: 'marhaba' });
    expect(result).toEqual({ ok: true, value: { message: 'marhaba', serverTime: 1, transport: 'ipc' } });
    expect(calls).toEqual(['app.ping']);
  });

  it.each([
    ['a foreign https origin', 'https://evil.example/'],
    ['a file: page', 'file:///home/user/index.html'],
    ['a look-alike app host', 'app://studio.evil/index.html'],
    ['another app host', 'app://evil/index.html'],
    ['app:// with credentials', 'app://studio@evil/index.html'],
    ['about:blank', 'about:blank'],
    ['a data: URL', 'data:text/html,hi'],
    ['an empty URL', ''],
  ])('refuses %s with FORBIDDEN, without running the handler', async (_name, url) => {
    const { invoke, calls } = registered();
    const result = await invoke(ping, fakeEvent({ url }), { message: 'x' });
    expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(calls).toEqual([]);
  });

  it.each([
    ['a sub-frame', 'sub'],
    ['a null sender frame (navigated or destroyed)', 'null'],
    ['a top-level frame that is not the window’s main frame', 'other-main'],
    ['a disposed frame that throws when read', 'disposed'],
  ] as const)('refuses %s with FORBIDDEN', async (_name, frame) => {
    const { invoke, calls } = registered();
    const result = await invoke(ping, fakeEvent({ frame }), { message: 'x' });
    expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(calls).toEqual([]);
  });

  it('trusts the dev server origin only when it is the configured one', async () => {
    const { invoke } = registered({ origins: ['http://localhost:5173'] });
    expect(await invoke(ping, fakeEvent({ url: 'http://localhost:5173/' }), { message: 'x' })).toMatchObject({ ok: true });
    expect(await invoke(ping, fakeEvent({ url: 'http://localhost:5174/' }), { message: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await invoke(ping, fakeEvent(), { message: 'x' })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });
});

describe('registerContract: what comes back', () => {
  it('answers bad input with VALIDATION naming the field, without running the handler', async () => {
    const { invoke, calls } = registered();
    const result = await invoke(ping, fakeEvent(), { message: 42 });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'message' } });
    expect(calls).toEqual([]);
  });

  it.each([
    ['a string', 'hello'],
    ['an extra field', { message: 'x', admin: true }],
    ['null', null],
  ])('answers %s as input with VALIDATION', async (_name, input) => {
    const { invoke } = registered();
    expect(await invoke(ping, fakeEvent(), input)).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });

  it('turns a throwing handler into an INTERNAL envelope that leaks nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { invoke } = registered({
      overrides: {
        'app.info': async () => {
          throw new Error('/home/user/.secret');
        },
      },
    });
    const result = await invoke(ipcChannel('app.info'), fakeEvent(), {});
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(result)).not.toContain('.secret');
  });

  it('never throws, even when the sender check itself does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeIpcMain();
    registerContract(fake.ipcMain, handlersWith().handlers, {
      isTrustedSender: () => {
        throw new Error('boom');
      },
    });
    expect(await fake.invoke(ping, fakeEvent(), { message: 'x' })).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });
});

describe('forwardEvents', () => {
  function fakeContents() {
    let destroyed = false;
    const sent: Array<[string, unknown]> = [];
    const contents = {
      send: (channel: string, payload: unknown) => void sent.push([channel, payload]),
      isDestroyed: () => destroyed,
    };
    return { contents: contents as unknown as WebContents, sent, destroy: () => (destroyed = true) };
  }

  it('sends each core event on its derived channel with only the payload', () => {
    const bus = new EventBus();
    const { contents, sent } = fakeContents();
    forwardEvents(bus, contents);
    bus.emit('app.connectivityChanged', { online: false, reason: 'NETWORK' });
    expect(sent).toEqual([['studio-event:app.connectivityChanged', { online: false, reason: 'NETWORK' }]]);
  });

  it('skips a destroyed window', () => {
    const bus = new EventBus();
    const { contents, sent, destroy } = fakeContents();
    forwardEvents(bus, contents);
    destroy();
    bus.emit('app.connectivityChanged', { online: true });
    expect(sent).toEqual([]);
  });

  it('stops after unsubscribe', () => {
    const bus = new EventBus();
    const { contents, sent } = fakeContents();
    const stop = forwardEvents(bus, contents);
    stop();
    bus.emit('app.connectivityChanged', { online: true });
    expect(sent).toEqual([]);
  });
});
