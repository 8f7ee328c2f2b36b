import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { fail, ipcChannel, ipcEventChannel, operationNames, type Result } from '../../shared/contract';
import { dispatch, type DesktopCapabilities, type Handlers } from '../core/dispatch/dispatch';
import type { EventBus } from '../core/events';
import type { SenderCheck } from './trusted-sender';

export interface RegisterContractOptions {
  isTrustedSender: SenderCheck;
  /** Native drag and dialogs for the calling window; asked only after the sender check passed. */
  desktopFor?: (event: IpcMainInvokeEvent) => DesktopCapabilities | undefined;
}

/**
 * Registers one `ipcMain.handle` per declared operation, on the channel derived from its name —
 * nothing else is listened to, so an undeclared channel simply has no handler. Each call: sender
 * check (FORBIDDEN), then the one road into the core (`dispatch`: schema parse → handler →
 * Result). Never throws: Electron would keep only an error's message. Returns an unregister.
 *
 * Takes `ipcMain` as a parameter so it is tested with a fake; ipc-main.ts binds the real one.
 */
export function registerContract(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  handlers: Handlers,
  options: RegisterContractOptions,
): () => void {
  for (const name of operationNames) {
    ipcMain.handle(ipcChannel(name), async (event: IpcMainInvokeEvent, input: unknown): Promise<Result<unknown>> => {
      try {
        if (!options.isTrustedSender(event)) {
          return fail('FORBIDDEN', `${name} was refused: the request did not come from the studio window.`);
        }
        const desktop = options.desktopFor?.(event);
        return await dispatch(handlers, name, input, desktop ? { transport: 'ipc', desktop } : { transport: 'ipc' });
      } catch (error) {
        console.error(`[studio] ipc ${name} failed unexpectedly:`, error);
        return fail('INTERNAL', `Something went wrong in ${name}; the details are in the log.`);
      }
    });
  }
  return () => {
    for (const name of operationNames) ipcMain.removeHandler(ipcChannel(name));
  };
}

/**
 * Forwards every core event to one window on its derived channel; skips a window that is gone.
 * Returns the unsubscribe, to call when the window closes.
 */
export function forwardEvents(bus: Pick<EventBus, 'subscribe'>, webContents: Pick<WebContents, 'send' | 'isDestroyed'>): () => void {
  return bus.subscribe((name, payload) => {
    if (webContents.isDestroyed()) return;
    webContents.send(ipcEventChannel(name), payload);
  });
}
