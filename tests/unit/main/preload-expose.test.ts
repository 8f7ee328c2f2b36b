import type { IpcRendererEvent } from 'electron';
import { describe, expect, it } from 'vitest';
import { eventNames, ok, operationNames, type StudioApi } from '../../../shared/contract';
import { exposeStudio, type PreloadIpc } from '../../../electron/preload/expose-studio';

type Listener = (event: IpcRendererEvent, ...args: unknown[]) => void;

/** An ipcRenderer that records invokes and lets the test play main → renderer messages. */
function fakeIpcRenderer(answer: (channel: string, input: unknown) => Promise<unknown> = async () => ok('answered')) {
  const invoked: Array<[string, unknown[]]> = [];
  const listeners = new Map<string, Set<Listener>>();
  const ipc = {
    invoke: (channel: string, ...args: unknown[]) => {
      invoked.push([channel, args]);
      return answer(channel, args[0]);
    },
    on(channel: string, listener: Listener) {
      (listeners.get(channel) ?? listeners.set(channel, new Set()).get(channel))?.add(listener);
      return ipc;
    },
    removeListener(channel: string, listener: Listener) {
      listeners.get(channel)?.delete(listener);
      return ipc;
    },
  };
  const ipcEvent = { sender: ipc, ports: [] } as unknown as IpcRendererEvent;
  const emit = (channel: string, payload: unknown) => {
    for (const listener of listeners.get(channel) ?? []) listener(ipcEvent, payload);
  };
  const listenerCount = (channel: string) => listeners.get(channel)?.size ?? 0;
  return { ipc: ipc as unknown as PreloadIpc, raw: ipc, invoked, emit, listenerCount, ipcEvent };
}

function exposed(answer?: (channel: string, input: unknown) => Promise<unknown>) {
  const fake = fakeIpcRenderer(answer);
  const worlds: Array<[string, unknown]> = [];
  exposeStudio({ exposeInMainWorld: (key: string, api: unknown) => void worlds.push([key, api]) }, fake.ipc);
  const [only] = worlds;
  expect(worlds).toHaveLength(1);
  expect(only?.[0]).toBe('studio');
  return { ...fake, studio: only?.[1] as StudioApi };
}

/** Every value reachable from the exposed object, to prove nothing Electron leaks through. */
function reachable(value: unknown, seen = new Set<unknown>()): unknown[] {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) return [];
  seen.add(value);
  return [value, ...Object.values(value as object).flatMap((v) => reachable(v, seen))];
}

describe('window.studio from the preload', () => {
  it('has exactly the declared domains and verbs, plus events.on', () => {
    const { studio } = exposed();
    const declared = new Map<string, string[]>();
    for (const name of operationNames) {
      const [domain = '', verb = ''] = name.split('.');
      declared.set(domain, [...(declared.get(domain) ?? []), verb]);
    }
    expect(Object.keys(studio).sort()).toEqual([...declared.keys(), 'events'].sort());
    for (const [domain, verbs] of declared) {
      expect(Object.keys((studio as unknown as Record<string, object>)[domain] ?? {}).sort()).toEqual(verbs.sort());
    }
    expect(Object.keys(studio.events)).toEqual(['on']);
  });

  it('exposes no ipcRenderer, no generic invoke/send and nothing but functions', () => {
    const { studio, raw } = exposed();
    const everything = reachable(studio);
    expect(everything).not.toContain(raw);
    for (const value of everything) {
      if (typeof value === 'object') continue;
      expect(typeof value).toBe('function');
    }
    const keys = everything.flatMap((v) => Object.keys(v as object));
    for (const forbidden of ['invoke', 'send', 'sendSync', 'ipcRenderer', 'postMessage', 'removeAllListeners']) {
      expect(keys).not.toContain(forbidden);
    }
  });

  it('sends studio.app.ping on the channel studio:app.ping and returns main’s Result', async () => {
    const { studio, invoked } = exposed(async () => ok({ message: 'hi', serverTime: 5, transport: 'ipc' }));
    await expect(studio.app.ping({ message: 'hi' })).resolves.toEqual(ok({ message: 'hi', serverTime: 5, transport: 'ipc' }));
    expect(invoked).toEqual([['studio:app.ping', [{ message: 'hi' }]]]);
  });

  it('sends {} when an operation is called without input', async () => {
    const { studio, invoked } = exposed();
    await studio.app.info();
    expect(invoked).toEqual([['studio:app.info', [{}]]]);
  });

  it('turns a rejected invoke into an INTERNAL Result instead of throwing into the page', async () => {
    const { studio } = exposed(async () => Promise.reject(new Error("No handler registered for 'studio:app.info'")));
    await expect(studio.app.info()).resolves.toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });

  it('refuses to subscribe to an undeclared event', () => {
    const { studio, listenerCount } = exposed();
    expect(() => studio.events.on('app.secretStream' as never, () => {})).toThrow(/Unknown event/);
    expect(() => studio.events.on('__proto__' as never, () => {})).toThrow(/Unknown event/);
    expect(listenerCount('studio-event:app.secretStream')).toBe(0);
  });

  it('gives a listener only the payload, never the IpcRendererEvent', () => {
    const { studio, emit, ipcEvent } = exposed();
    const received: unknown[][] = [];
    studio.events.on('app.connectivityChanged', (...args: unknown[]) => void received.push(args));
    emit('studio-event:app.connectivityChanged', { online: false });
    expect(received).toEqual([[{ online: false }]]);
    expect(received.flat()).not.toContain(ipcEvent);
  });

  it('removes exactly that listener on unsubscribe', () => {
    const { studio, emit, listenerCount } = exposed();
    const channel = `studio-event:${eventNames[0]}`;
    const a: unknown[] = [];
    const b: unknown[] = [];
    const stopA = studio.events.on('app.connectivityChanged', (p) => void a.push(p));
    studio.events.on('app.connectivityChanged', (p) => void b.push(p));
    expect(listenerCount(channel)).toBe(2);
    stopA();
    expect(listenerCount(channel)).toBe(1);
    emit(channel, { online: true });
    expect(a).toEqual([]);
    expect(b).toEqual([{ online: true }]);
  });
});
