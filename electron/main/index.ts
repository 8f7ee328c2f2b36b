// Lifecycle and wiring only. Every decision lives in a small module beside this one.
import { join } from 'node:path';
import { app, BrowserWindow, Notification, protocol, session, shell } from 'electron';
import type { AccountSettings } from '../../shared/model/account';
import { dispatch } from '../core/dispatch/dispatch';
import { createCore, type Core } from '../core/core';
import { noticeLanguageOf, notifyChapterDone } from './chapter-notice';
import { forwardEvents } from './ipc';
import { registerStudioIpc } from './ipc-main';
import { closeBeforeQuit } from './lifecycle';
import { denyAllPermissions } from './permissions';
import { handleAppProtocol, registerAppScheme } from './protocol';
import { keepAliveWhileQueued, type QueueKeepAlive } from './queue-keepalive';
import { createSenderCheck } from './trusted-sender';
import { createMainWindow, rendererEntry } from './window';

const entry = rendererEntry({ isPackaged: app.isPackaged, devServerUrl: process.env.ELECTRON_RENDERER_URL });
let mainWindow: BrowserWindow | null = null;
let studio: { core: Core; queues: QueueKeepAlive } | null = null;

function openWindow(core: Core): void {
  const window = createMainWindow({
    BrowserWindow,
    shell,
    preloadPath: join(__dirname, '../preload/index.js'),
    isPackaged: app.isPackaged,
    entryUrl: entry.url,
  });
  const stopEvents = forwardEvents(core.events, window.webContents);
  window.on('closed', () => {
    stopEvents();
    if (mainWindow === window) mainWindow = null;
  });
  mainWindow = window;
  studio?.queues.windowOpened();
}

async function studioLanguage(core: Core) {
  const settings = await dispatch(core.handlers, 'settings.get', {}, { transport: 'ipc' });
  const preference = settings.ok ? (settings.value as AccountSettings).preferences.language : undefined;
  return noticeLanguageOf(preference, app.getLocale());
}

async function start(): Promise<void> {
  denyAllPermissions(session.defaultSession);
  const core = await createCore({ dataDir: app.getPath('userData'), version: app.getVersion() });
  handleAppProtocol(protocol, join(__dirname, '../renderer'), core.audio);
  closeBeforeQuit(app, () => core.close());
  registerStudioIpc(core.handlers, { isTrustedSender: createSenderCheck([entry.origin]) });
  studio = { core, queues: keepAliveWhileQueued(app, core.events) };
  notifyChapterDone(core.events, { isSupported: () => Notification.isSupported(), create: (o) => new Notification(o) }, () =>
    studioLanguage(core),
  );
  openWindow(core);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow(core);
  });
}

// Tests point the studio at a throw-away data directory; a packaged app never reads this. Set
// before the single-instance lock, which lives in that directory.
if (!app.isPackaged && process.env.SAWT_USER_DATA_DIR) app.setPath('userData', process.env.SAWT_USER_DATA_DIR);

if (!app.requestSingleInstanceLock()) {
  // Another studio owns the data directory; it is told (second-instance) and this one leaves.
  app.quit();
} else {
  // Every renderer sandboxed, whatever a window's options say (security checklist item 4).
  app.enableSandbox();
  registerAppScheme(protocol);
  app.on('second-instance', () => {
    // A queue kept the app alive with no window: the second start opens one.
    if (!mainWindow && studio) return openWindow(studio.core);
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => {
    if (process.platform === 'darwin') return;
    // A generation queue running keeps the app alive until it ends (it runs in the core, not the window).
    if (studio) studio.queues.lastWindowClosed();
    else app.quit();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('[studio] start-up failed:', error);
      app.exit(1);
    });
}
