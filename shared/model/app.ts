/** Which road the contract travelled: Electron IPC in the desktop app, loopback HTTP in web mode. */
export type TransportKind = 'ipc' | 'web';

export interface AppInfo {
  name: string;
  version: string;
  transport: TransportKind;
  /** Absolute path of the directory holding the cache, settings and drafts. */
  dataDir: string;
  platform: string;
}

export interface Pong {
  message: string;
  /** Server clock (ms since epoch) when the ping was answered. */
  serverTime: number;
  transport: TransportKind;
}
