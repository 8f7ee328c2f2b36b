export type { Transport, EventSourceLike, EventSourceFactory, FetchLike } from './types';
export { createWebTransport } from './web-transport';
export { pickTransport, pageTransportHost, type TransportHost } from './pick-transport';
export { connectTransport, disconnectTransport, activeStudio } from './active';
export { sessionExpiredMessage } from './http-failure';
