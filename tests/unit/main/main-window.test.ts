import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createMainWindow, mainWindowOptions, rendererEntry } from '../../../electron/main/window';

describe('mainWindowOptions', () => {
  const hardened = {
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    enableBlinkFeatures: undefined,
    webviewTag: false,
  };

  it('turns on every isolation the security checklist asks for', () => {
    const { webPreferences } = mainWindowOptions({ preloadPath: '/app/out/preload/index.js', isPackaged: true });
    expect(webPreferences).toMatchObject(hardened);
    expect(webPreferences?.enableBlinkFeatures).toBeUndefined();
    expect(webPreferences?.preload).toBe('/app/out/preload/index.js');
  });

  it('sets no option that would weaken the window', () => {
    const { webPreferences = {} } = mainWindowOptions({ preloadPath: '/p.js', isPackaged: false });
    expect(webPreferences.additionalArguments).toBeUndefined();
    expect(webPreferences.partition).toBeUndefined();
    expect(webPreferences.disableBlinkFeatures).toBe('Auxclick');
    expect(webPreferences.spellcheck).toBe(false);
  });

  it('offers DevTools only in development', () => {
    expect(mainWindowOptions({ preloadPath: '/p.js', isPackaged: true }).webPreferences?.devTools).toBe(false);
    expect(mainWindowOptions({ preloadPath: '/p.js', isPackaged: false }).webPreferences?.devTools).toBe(true);
  });

  it('starts hidden, so no blank frame flashes', () => {
    expect(mainWindowOptions({ preloadPath: '/p.js', isPackaged: true }).show).toBe(false);
  });
});

describe('rendererEntry', () => {
  it('loads app://studio/index.html when packaged, whatever the environment says', () => {
    expect(rendererEntry({ isPackaged: true, devServerUrl: 'http://localhost:5173' })).toEqual({
      url: 'app://studio/index.html',
      origin: 'app://studio',
    });
  });

  it('loads the dev server in development', () => {
    expect(rendererEntry({ isPackaged: false, devServerUrl: 'http://localhost:5173' })).toEqual({
      url: 'http://localhost:5173/',
      origin: 'http://localhost:5173',
    });
  });

  it('falls back to app:// without a dev server', () => {
    expect(rendererEntry({ isPackaged: false }).url).toBe('app://studio/index.html');
  });

  it.each([
    'https://evil.example/',
    'http://192.168.1.5:5173',
    'file:///tmp/index.html',
    'javascript:alert(1)',
    'http://user@localhost:5173',
    'nonsense',
  ])('refuses a dev server URL that is not plain loopback http (%s)', (devServerUrl) => {
    expect(rendererEntry({ isPackaged: false, devServerUrl }).url).toBe('app://studio/index.html');
  });
});

describe('createMainWindow', () => {
  function fakeWindowClass() {
    const log: string[] = [];
    const instances: FakeWindow[] = [];
    class FakeWindow {
      readonly options: BrowserWindowConstructorOptions;
      readonly onceListeners = new Map<string, () => void>();
      readonly show = vi.fn(() => log.push('show'));
      readonly webContents = {
        on: (name: string) => log.push(`on:${name}`),
        setWindowOpenHandler: () => log.push('setWindowOpenHandler'),
      };
      constructor(options: BrowserWindowConstructorOptions) {
        this.options = options;
        instances.push(this);
      }
      once(name: string, listener: () => void) {
        this.onceListeners.set(name, listener);
        return this;
      }
      async loadURL(url: string) {
        log.push(`load:${url}`);
      }
    }
    return { FakeWindow: FakeWindow as unknown as new (o: BrowserWindowConstructorOptions) => BrowserWindow, instances, log };
  }

  function make() {
    const { FakeWindow, instances, log } = fakeWindowClass();
    const window = createMainWindow({
      BrowserWindow: FakeWindow,
      shell: { openExternal: vi.fn(async () => {}) },
      preloadPath: '/app/out/preload/index.js',
      isPackaged: true,
      entryUrl: 'app://studio/index.html',
    });
    const instance = instances[0];
    if (!instance) throw new Error('no window was constructed');
    return { window, instance, log };
  }

  it('builds the window from the hardened options', () => {
    const { instance } = make();
    expect(instance.options).toEqual(mainWindowOptions({ preloadPath: '/app/out/preload/index.js', isPackaged: true }));
  });

  it('guards navigation before anything is loaded, then loads the entry URL', () => {
    const { log } = make();
    const load = log.indexOf('load:app://studio/index.html');
    expect(load).toBeGreaterThan(-1);
    for (const step of ['on:will-navigate', 'on:will-redirect', 'on:will-attach-webview', 'setWindowOpenHandler']) {
      const at = log.indexOf(step);
      expect(at).toBeGreaterThan(-1);
      expect(at).toBeLessThan(load);
    }
  });

  it('shows the window only once it is ready to show', () => {
    const { instance } = make();
    expect(instance.show).not.toHaveBeenCalled();
    instance.onceListeners.get('ready-to-show')?.();
    expect(instance.show).toHaveBeenCalledTimes(1);
  });
});
