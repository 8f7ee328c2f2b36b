import type { ConnectivityChanged, StudioError } from '../../../shared/contract';
import type { AppInfo, TransportKind } from '../../../shared/model/app';
import type { AppSlice } from './app-slice';
import { useStudioStore } from './studio-store';

const setApp = (patch: Partial<AppSlice>) => useStudioStore.setState((state) => ({ app: { ...state.app, ...patch } }));

export const setTransportKind = (transport: TransportKind) => setApp({ transport });
export const setAppInfo = (info: AppInfo) => setApp({ info, infoError: null });
export const setAppInfoError = (infoError: StudioError) => setApp({ infoError });
export const setConnectivity = (connectivity: ConnectivityChanged) => setApp({ connectivity });
export const markReady = () => setApp({ ready: true });
