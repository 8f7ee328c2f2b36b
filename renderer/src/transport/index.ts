export type { Transport, EventSourceLike, EventSourceFactory, FetchLike } from './types';
export { createWebTransport, opsPath, eventsPath } from './web-transport';
export { pickTransport, pageTransportHost, type TransportHost } from './pick-transport';
export { connectTransport, disconnectTransport, activeStudio } from './active';
export { sessionExpiredMessage } from './http-failure';
