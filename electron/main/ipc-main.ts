import { ipcMain } from 'electron';
import type { Handlers } from '../core/contract/dispatch';
import { registerContract, type RegisterContractOptions } from './ipc';

/** Binds the contract to Electron's real ipcMain: the only runtime use of ipcMain in the app. */
export function registerStudioIpc(handlers: Handlers, options: RegisterContractOptions): () => void {
  return registerContract(ipcMain, handlers, options);
}
