import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fail, parseMediaPath, webPaths } from '../../shared/contract';
import type { AudioSources } from '../core/audio/audio-sources';
import type { Handlers } from '../core/dispatch/dispatch';
import type { EventBus } from '../core/events';
import { respondWithAudio } from '../core/audio/respond-audio';
import {
  createAccessToken,
  isOwnPageRequest,
  isTrustedHostAndOrigin,
  isValidToken,
  pickLoopbackHost,
  presentedToken,
  tokenCookie,
} from './access';
import { handleEvents } from './events-route';
import { sendJson, sendText } from './http-util';
import { sendFetchResponse } from './send-fetch-response';
import { handleOperation } from './ops-route';
import { handleStatic } from './static-route';

export interface WebServerOptions {
  handlers: Handlers;
  events: EventBus;
  /** Resolves media paths (shared/contract/paths.ts) to files the core owns. */
  audio: AudioSources;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** The loopback address to listen on; by default one of this run's own (see pickLoopbackHost). */
  host?: string;
  /** Fixed token for tests; by default a fresh random token per run. */
  token?: string;
}

export interface WebServer {
  /** The URL to open: carries the token once; the server swaps it for an HttpOnly cookie. */
  url: string;
  origin: string;
  host: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

/**
 * Web mode: the contract over loopback HTTP, for tests and machines without Electron. Listens on
 * 127.0.0.1 only; every request must pass the Host/Origin check (403) and carry the per-run token
 * (401) before anything else happens.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const token = options.token ?? createAccessToken();
  const sockets = new Set<Socket>();
  const host = options.host ?? pickLoopbackHost();
  let port = 0;

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!isTrustedHostAndOrigin(req, host, port)) {
      sendText(res, 403, 'Forbidden: web mode answers only its own loopback origin.');
      return;
    }
    const url = new URL(req.url ?? '/', `http://${host}:${port}`);
    const presented = presentedToken(req, url);
    if (!isValidToken(token, presented.token)) {
      sendText(res, 401, 'Unauthorized: open the URL that `npm start` or `npm run web` printed.');
      return;
    }
    if (presented.fromQuery) {
      // Swap the token in the address bar for a cookie, so it leaves no trace in history or logs.
      url.searchParams.delete('token');
      res.writeHead(303, { 'Set-Cookie': tokenCookie(token), Location: url.pathname + url.search });
      res.end();
      return;
    }
    if (url.pathname.startsWith(webPaths.api)) await routeApi(req, res, url.pathname);
    else handleStatic(req, res, options.rendererDir, url.pathname);
  };

  const routeApi = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (!isOwnPageRequest(req)) {
      sendText(res, 403, 'Forbidden: only the studio page may call web mode.');
      return;
    }
    if (pathname.startsWith(webPaths.ops)) {
      let name: string;
      try {
        name = decodeURIComponent(pathname.slice(webPaths.ops.length));
      } catch {
        sendJson(res, 400, fail('VALIDATION', 'The operation name is not valid percent-encoding'));
        return;
      }
      await handleOperation(req, res, name, options.handlers);
    } else if (pathname.startsWith(webPaths.media)) {
      const audio = parseMediaPath(pathname);
      if (audio)
        await sendFetchResponse(
          res,
          await respondWithAudio(options.audio, audio.kind, audio.id, req.method ?? 'GET', req.headers.range ?? null),
        );
      else sendText(res, 404, 'Not found');
    } else if (pathname === webPaths.events) {
      handleEvents(req, res, options.events);
    } else {
      sendText(res, 404, 'Not found');
    }
  };

  const server: Server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error('[web] request failed:', error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://${host}:${port}`;

  return {
    url: `${origin}/?token=${token}`,
    origin,
    host,
    port,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
