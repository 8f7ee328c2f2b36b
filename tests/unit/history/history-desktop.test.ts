import type { BrowserWindow, IpcMain, IpcMainInvokeEvent, NativeImage } from 'electron';
import { describe, expect, it } from 'vitest';
import { ipcChannel, ok } from '../../../shared/contract';
import type { CallContext, Handlers } from '../../../electron/core/dispatch/dispatch';
import { createDesktopCapabilities, dragIconBitmap } from '../../../electron/main/desktop-capabilities';
import { registerContract } from '../../../electron/main/ipc';

const icon = { isEmpty: () => false } as unknown as NativeImage;

describe('desktop capabilities for the calling window', () => {
  it('starts a native drag of the resolved files with a non-empty icon', () => {
    const drags: unknown[] = [];
    const desktop = createDesktopCapabilities({
      sender: { startDrag: (item) => void drags.push(item) },
      window: null,
      dialog: {
        showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
        showSaveDialog: async () => ({ canceled: true }),
      } as never,
      dragIcon: () => icon,
    });
    desktop.startDrag(['/tmp/a.wav', '/tmp/b.wav']);
    desktop.startDrag([]);
    expect(drags).toEqual([{ file: '/tmp/a.wav', files: ['/tmp/a.wav', '/tmp/b.wav'], icon }]);
    expect(dragIconBitmap().some((byte) => byte !== 0)).toBe(true);
  });

  it('opens the dialogs on the window and maps cancel to null', async () => {
    const window = {} as BrowserWindow;
    const seen: unknown[] = [];
    const desktop = createDesktopCapabilities({
      sender: { startDrag: () => undefined },
      window,
      dialog: {
        showOpenDialog: async (w: unknown, options: unknown) => (seen.push(w, options), { canceled: false, filePaths: ['/home/u/out'] }),
        showSaveDialog: async () => ({ canceled: true, filePath: '' }),
      } as never,
      dragIcon: () => icon,
    });
    expect(await desktop.chooseDirectory('Export')).toBe('/home/u/out');
    expect(seen[0]).toBe(window);
    expect(await desktop.chooseSaveFile('a.wav', 'Save')).toBeNull();
  });

  it('reaches handlers through IPC only after the sender check', async () => {
    const listeners = new Map<string, (event: IpcMainInvokeEvent, input: unknown) => Promise<unknown>>();
    const ipcMain = { handle: (c: string, l: never) => void listeners.set(c, l), removeHandler: () => undefined } as unknown as Pick<
      IpcMain,
      'handle' | 'removeHandler'
    >;
    let seenCtx: CallContext | undefined;
    let asked = 0;
    const handlers = {
      'app.ping': async (input: { message: string }, ctx: CallContext) => (
        (seenCtx = ctx),
        ok({ message: input.message, serverTime: 1, transport: ctx.transport })
      ),
    } as unknown as Handlers;
    const desktop = { startDrag: () => undefined, chooseDirectory: async () => null, chooseSaveFile: async () => null };
    let trusted = false;
    registerContract(ipcMain, handlers, { isTrustedSender: () => trusted, desktopFor: () => (asked++, desktop) });
    const event = {} as IpcMainInvokeEvent;
    await listeners.get(ipcChannel('app.ping'))!(event, { message: 'x' });
    expect(asked).toBe(0);
    trusted = true;
    await listeners.get(ipcChannel('app.ping'))!(event, { message: 'x' });
    expect(asked).toBe(1);
    expect(seenCtx?.desktop).toBe(desktop);
  });
});
