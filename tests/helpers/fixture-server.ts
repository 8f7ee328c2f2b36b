import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP server that answers with the bodies a test gives it: the service is outside our
 * control, so conformance tests serve the interface's documented bodies from here and call the
 * real client against it. Routes are exact `METHOD /path` (query ignored); anything else is a 599
 * whose body says which request was not expected, so a wrong path fails loudly.
 */
export interface FixtureReply {
  status?: number;
  /** An object is sent as JSON; a string as it is (HTML error pages, empty bodies). */
  body: unknown;
  contentType?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FixtureServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces every route with these; a function is asked on each request. */
  serve(routes: Record<string, FixtureReply | ((request: RecordedRequest) => FixtureReply)>): void;
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  let routes: Record<string, FixtureReply | ((request: RecordedRequest) => FixtureReply)> = {};
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const route = routes[`${recorded.method} ${recorded.path}`];
      const reply =
        typeof route === 'function'
          ? route(recorded)
          : (route ?? { status: 599, body: `no fixture for ${recorded.method} ${recorded.path}` });
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      const contentType = reply.contentType ?? (typeof reply.body === 'string' ? 'text/html' : 'application/json');
      res.writeHead(reply.status ?? 200, { 'content-type': contentType, date: new Date().toUTCString() });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    serve(next) {
      routes = next;
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
