// The sandboxed preload: builds `window.studio` from the contract and does nothing else.
// It is bundled to one CommonJS file (a sandboxed preload can require only 'electron').
import { contextBridge, ipcRenderer } from 'electron';
import { exposeStudio } from './expose-studio';

exposeStudio(contextBridge, ipcRenderer);
