import type { ConnectivityChanged, StudioError } from '../../../shared/contract';
import type { AppInfo, TransportKind } from '../../../shared/model/app';
import { sliceSetter } from './slice-setter';

const setApp = sliceSetter('app');

export const setTransportKind = (transport: TransportKind) => setApp({ transport });
export const setAppInfo = (info: AppInfo) => setApp({ info, infoError: null });
export const setAppInfoError = (infoError: StudioError) => setApp({ infoError });
export const setConnectivity = (connectivity: ConnectivityChanged) => setApp({ connectivity });
export const markReady = () => setApp({ ready: true });
