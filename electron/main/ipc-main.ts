import { BrowserWindow, dialog, ipcMain, nativeImage, type NativeImage } from 'electron';
import type { Handlers } from '../core/dispatch/dispatch';
import { createDesktopCapabilities, dragIconBitmap } from './desktop-capabilities';
import { registerContract, type RegisterContractOptions } from './ipc';

let dragIcon: NativeImage | undefined;
const getDragIcon = () => (dragIcon ??= nativeImage.createFromBitmap(dragIconBitmap(), { width: 32, height: 32 }));

/** Binds the contract to Electron's real ipcMain: the only runtime use of ipcMain in the app. */
export function registerStudioIpc(handlers: Handlers, options: RegisterContractOptions): () => void {
  return registerContract(ipcMain, handlers, {
    desktopFor: (event) =>
      createDesktopCapabilities({
        sender: event.sender,
        window: BrowserWindow.fromWebContents(event.sender),
        dialog,
        dragIcon: getDragIcon,
      }),
    ...options,
  });
}
