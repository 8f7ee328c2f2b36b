import type { HandlerDetails, WebContents, WindowOpenHandlerResponse } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { applyNavigationGuards } from '../../../electron/main/navigation';

type Listener = (event: { url?: string; preventDefault(): void }) => void;

/** Just enough of a WebContents to record what the guards attach. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: HandlerDetails) => WindowOpenHandlerResponse) | null = null;
  const contents = {
    on(name: string, listener: Listener) {
      listeners.set(name, listener);
      return contents;
    },
    setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse) {
      openHandler = handler;
    },
  };
  const emit = (name: string, url?: string) => {
    const event = { url, preventDefault: vi.fn() };
    const listener = listeners.get(name);
    if (!listener) throw new Error(`no ${name} listener`);
    listener(event);
    return event;
  };
  const open = (url: string) => {
    if (!openHandler) throw new Error('no window open handler');
    return openHandler({
      url,
      frameName: '',
      features: '',
      disposition: 'new-window',
      referrer: { url: '', policy: 'no-referrer' },
    } as HandlerDetails);
  };
  return { contents: contents as unknown as WebContents, emit, open };
}

function guarded() {
  const fake = fakeContents();
  const shell = { openExternal: vi.fn(async () => {}) };
  applyNavigationGuards(fake.contents, shell);
  return { ...fake, shell };
}

const hostile = [
  'https://evil.example/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'smb://host/share',
  '\\\\host\\share',
  'app://studio/other.html',
];

describe('navigation guards', () => {
  it.each(hostile)('denies navigating the window to %s and opens nothing', async (url) => {
    const { emit, shell } = guarded();
    expect(emit('will-navigate', url).preventDefault).toHaveBeenCalled();
    await Promise.resolve();
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('denies navigating to an allowed link too, and opens it in the browser instead', async () => {
    const { emit, shell } = guarded();
    expect(emit('will-navigate', 'https://docs.tryhamsa.com/').preventDefault).toHaveBeenCalled();
    await Promise.resolve();
    expect(shell.openExternal).toHaveBeenCalledWith('https://docs.tryhamsa.com/');
  });

  it.each(['https://tryhamsa.com/', 'https://evil.example/', 'app://studio/index.html'])('denies every redirect (%s)', (url) => {
    const { emit, shell } = guarded();
    expect(emit('will-redirect', url).preventDefault).toHaveBeenCalled();
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it.each(hostile)('denies a new window for %s and opens nothing', async (url) => {
    const { open, shell } = guarded();
    expect(open(url)).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('denies a new window for an allowed link and opens it in the browser', async () => {
    const { open, shell } = guarded();
    expect(open('https://tryhamsa.com/pricing')).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(shell.openExternal).toHaveBeenCalledWith('https://tryhamsa.com/pricing');
  });

  it('refuses to attach a <webview>', () => {
    const { emit } = guarded();
    expect(emit('will-attach-webview').preventDefault).toHaveBeenCalled();
  });
});
