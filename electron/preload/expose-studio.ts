import type { ContextBridge, IpcRenderer, IpcRendererEvent } from 'electron';
// Deep imports on purpose: the contract's index would bundle every zod schema into the preload,
// which needs only the names (shared/contract/names.ts) and the builder.
import { buildStudioApi, type Invoke, type Subscribe } from '../../shared/contract/client';
import { ipcChannel, ipcEventChannel } from '../../shared/contract/paths';
import { fail, type Result } from '../../shared/contract/errors';
import { isEventName, isOperationName } from '../../shared/contract/names';

export type PreloadIpc = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

/**
 * The contract's two transport primitives over IPC. Only derived channels of declared names are
 * ever used; the page gets neither ipcRenderer nor a channel-taking function (security checklist
 * item 20: https://www.electronjs.org/docs/latest/tutorial/security#20-do-not-expose-electron-apis-to-untrusted-web-content).
 */
export function ipcTransport(ipcRenderer: PreloadIpc): { invoke: Invoke; subscribe: Subscribe } {
  const invoke: Invoke = async (name, input) => {
    if (!isOperationName(name)) return fail('NOT_FOUND', `Unknown operation "${String(name)}"`);
    try {
      return (await ipcRenderer.invoke(ipcChannel(name), input)) as Result<unknown>;
    } catch {
      // Main never throws across IPC; this is a missing handler or a window shutting down.
      return fail('INTERNAL', `The studio did not answer ${name}.`);
    }
  };
  const subscribe: Subscribe = (name, listener) => {
    if (!isEventName(name)) throw new Error(`Unknown event "${String(name)}"`);
    const channel = ipcEventChannel(name);
    // The IpcRendererEvent (with its `sender`, the ipcRenderer itself) must never reach the page.
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, forward);
    return () => {
      ipcRenderer.removeListener(channel, forward);
    };
  };
  return { invoke, subscribe };
}

/** Puts `window.studio` — exactly the contract — into the page's world. */
export function exposeStudio(contextBridge: Pick<ContextBridge, 'exposeInMainWorld'>, ipcRenderer: PreloadIpc): void {
  const { invoke, subscribe } = ipcTransport(ipcRenderer);
  contextBridge.exposeInMainWorld('studio', buildStudioApi(invoke, subscribe));
}
