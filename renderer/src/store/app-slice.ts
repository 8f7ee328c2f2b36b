import type { ConnectivityChanged, StudioError } from '../../../shared/contract';
import type { AppInfo, TransportKind } from '../../../shared/model/app';

export interface AppSlice {
  /** Version, transport and data directory as the main process reports them; null until loaded. */
  info: AppInfo | null;
  /** Why `app.info` failed, when it did; the shell still becomes usable. */
  infoError: StudioError | null;
  /** The road the renderer picked at start-up (may be known before `info` arrives). */
  transport: TransportKind | null;
  /** Last `app.connectivityChanged` event; null until the main process has said anything. */
  connectivity: ConnectivityChanged | null;
  /** initApp() finished: the UI is interactive (tests and the start-up benchmark wait for this). */
  ready: boolean;
}

export const initialAppSlice = (): AppSlice => ({
  info: null,
  infoError: null,
  transport: null,
  connectivity: null,
  ready: false,
});
