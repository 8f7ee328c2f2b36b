import type { BrowserWindow, Dialog, NativeImage, WebContents } from 'electron';
import type { DesktopCapabilities } from '../core/dispatch/dispatch';

export interface DesktopDeps {
  /** The calling window's webContents (the IPC event's sender). */
  sender: Pick<WebContents, 'startDrag'>;
  /** Its window, so dialogs are modal to it; null if it is gone. */
  window: BrowserWindow | null;
  dialog: Pick<Dialog, 'showOpenDialog' | 'showSaveDialog'>;
  /** Electron refuses a drag without a non-empty icon. */
  dragIcon: () => NativeImage;
}

/**
 * What only the desktop can do for the window that called: native file drag and the system file
 * dialogs. Takes Electron's objects as parameters so it is tested without Electron. The files
 * to drag were resolved by the core from history ids; nothing here accepts a path from the page.
 */
export function createDesktopCapabilities(deps: DesktopDeps): DesktopCapabilities {
  return {
    startDrag(files) {
      if (files.length === 0) return;
      deps.sender.startDrag({ file: files[0]!, files, icon: deps.dragIcon() });
    },
    async chooseDirectory(title) {
      const options = { title, properties: ['openDirectory', 'createDirectory'] as Array<'openDirectory' | 'createDirectory'> };
      const result = deps.window ? await deps.dialog.showOpenDialog(deps.window, options) : await deps.dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    async chooseSaveFile(defaultName, title) {
      const options = { title, defaultPath: defaultName, filters: [{ name: 'WAV audio', extensions: ['wav'] }] };
      const result = deps.window ? await deps.dialog.showSaveDialog(deps.window, options) : await deps.dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
  };
}

/**
 * A 32×32 drag image drawn in memory (a rounded "wave" glyph in the accent colour), so no image
 * file has to be found at run time inside the packaged archive. BGRA, as createFromBitmap wants.
 */
export function dragIconBitmap(size = 32): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const bar = Math.floor(x / 6);
      const height = [10, 22, 30, 18, 12, 6][bar] ?? 0;
      const inBar = x % 6 < 4 && Math.abs(y - size / 2) * 2 < height;
      const at = (y * size + x) * 4;
      if (inBar) pixels.set([0xc8, 0x6a, 0x1f, 0xff], at);
    }
  }
  return pixels;
}
