import type { BrowserWindow, BrowserWindowConstructorOptions, Shell } from 'electron';
import { APP_ENTRY_URL, APP_ORIGIN } from './app-origin';
import { applyNavigationGuards } from './navigation';
import { refuseBluetoothChooser } from './permissions';

export interface WindowFlags {
  preloadPath: string;
  isPackaged: boolean;
}

/**
 * The options of every studio window. Each line is an item of Electron's security checklist
 * (https://www.electronjs.org/docs/latest/tutorial/security), spelled out even where it is already
 * Electron's default, so a changed default or a careless edit shows up in the unit test.
 */
export function mainWindowOptions({ preloadPath, isPackaged }: WindowFlags): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    title: 'Sawt Studio',
    backgroundColor: '#ffffff',
    // Shown on ready-to-show, so the user never sees an empty white frame.
    show: false,
    webPreferences: {
      preload: preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      enableBlinkFeatures: undefined,
      // Middle-click opens links in new windows; the open handler denies those anyway, and
      // Electronegativity's AUXCLICK check asks for the event to be off at the source.
      disableBlinkFeatures: 'Auxclick',
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // Chromium's spellchecker downloads Hunspell dictionaries from Google's servers on Windows
      // and Linux; the studio promises not to talk to anyone but the service, so it stays off.
      spellcheck: false,
      devTools: !isPackaged,
    },
  };
}

export interface RendererEntry {
  url: string;
  /** The origin IPC senders must have. */
  origin: string;
}

/**
 * Where the window loads from: `app://studio/index.html`, or electron-vite's dev server during
 * development. A packaged app ignores ELECTRON_RENDERER_URL entirely, and even in development only
 * an http(s) loopback address is accepted — otherwise anyone able to set an environment variable
 * could load a remote page with our preload attached.
 */
export function rendererEntry({ isPackaged, devServerUrl }: { isPackaged: boolean; devServerUrl?: string }): RendererEntry {
  const fallback = { url: APP_ENTRY_URL, origin: APP_ORIGIN };
  if (isPackaged || !devServerUrl) return fallback;
  let url: URL;
  try {
    url = new URL(devServerUrl);
  } catch {
    return fallback;
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!loopback || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return fallback;
  return { url: url.href, origin: url.origin };
}

export interface CreateMainWindowDeps extends WindowFlags {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
  shell: Pick<Shell, 'openExternal'>;
  entryUrl: string;
}

/** The one window factory: hardened options, navigation guards, then load and show. */
export function createMainWindow(deps: CreateMainWindowDeps): BrowserWindow {
  const window = new deps.BrowserWindow(mainWindowOptions(deps));
  // Guards go on before the first load, so not even the first page can navigate away.
  applyNavigationGuards(window.webContents, deps.shell);
  refuseBluetoothChooser(window.webContents);
  window.once('ready-to-show', () => window.show());
  window.loadURL(deps.entryUrl).catch((error: unknown) => {
    console.error(`[studio] the window could not load ${deps.entryUrl}:`, error);
  });
  return window;
}
