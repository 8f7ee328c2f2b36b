import { afterEach, describe, expect, it } from 'vitest';
import { fail } from '../../../shared/contract';
import { resetStudioStore, useStudioStore } from '../store';
import { createFakeTransport, fakeAppInfo } from '../testing/fake-transport';
import { activeStudio, disconnectTransport } from '../transport';
import { initApp } from './init-app';

const app = () => useStudioStore.getState().app;

describe('initApp', () => {
  afterEach(() => {
    resetStudioStore();
    disconnectTransport();
  });

  it('connects the transport, loads the app info and marks the studio ready', async () => {
    const fake = createFakeTransport('ipc');
    expect(app().ready).toBe(false);
    await initApp(fake.transport);
    expect(app()).toMatchObject({ info: { ...fakeAppInfo, transport: 'ipc' }, transport: 'ipc', ready: true, infoError: null });
    expect(activeStudio()).toBe(fake.transport.studio);
    expect(fake.calls.map((call) => call.name)).toEqual(['app.connectivity', 'app.info']);
  });

  it('asks the current connection state, so a page loaded during an outage knows of it', async () => {
    const fake = createFakeTransport();
    fake.handle('app.connectivity', () => ({ ok: true, value: { online: false, reason: 'NETWORK' } }));
    await initApp(fake.transport);
    await expect.poll(() => app().connectivity).toEqual({ online: false, reason: 'NETWORK' });
  });

  it('keeps a change announced while the question was in flight over the older answer', async () => {
    const fake = createFakeTransport();
    fake.handle('app.connectivity', () => {
      fake.emit('app.connectivityChanged', { online: true });
      return { ok: true, value: { online: false, reason: 'NETWORK' } };
    });
    await initApp(fake.transport);
    expect(app().connectivity).toEqual({ online: true });
  });

  it('follows connectivity events until stopped', async () => {
    const fake = createFakeTransport();
    const stop = await initApp(fake.transport);
    fake.emit('app.connectivityChanged', { online: false, reason: 'TIMEOUT' });
    expect(app().connectivity).toEqual({ online: false, reason: 'TIMEOUT' });
    stop();
    expect(fake.listenerCount('app.connectivityChanged')).toBe(0);
  });

  it('catches a connectivity change that arrives while app.info is in flight', async () => {
    const fake = createFakeTransport();
    fake.handle('app.info', () => {
      fake.emit('app.connectivityChanged', { online: false });
      return { ok: true, value: fakeAppInfo };
    });
    await initApp(fake.transport);
    expect(app().connectivity).toEqual({ online: false });
  });

  it('still becomes ready when app.info fails, keeping the error code for the status bar', async () => {
    const fake = createFakeTransport();
    fake.handle('app.info', () => fail('UNAUTHORIZED', 'session expired', { status: 401 }));
    await initApp(fake.transport);
    expect(app()).toMatchObject({ info: null, ready: true, infoError: { code: 'UNAUTHORIZED', status: 401 } });
  });

  it('turns a transport that throws into an INTERNAL error instead of never becoming ready', async () => {
    const fake = createFakeTransport();
    fake.handle('app.info', () => {
      throw new Error('preload exploded');
    });
    await initApp(fake.transport);
    expect(app().ready).toBe(true);
    expect(app().infoError).toMatchObject({ code: 'INTERNAL' });
    expect(app().infoError?.message).toContain('preload exploded');
  });
});
