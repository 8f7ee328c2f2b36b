import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventBus } from '../core/events';

const keepAliveMs = 15_000;

/**
 * `GET /api/events`: server-sent events carrying the contract's main → renderer events, one SSE
 * `event:` per contract event name. EventSource reconnects by itself after a drop.
 */
export function handleEvents(req: IncomingMessage, res: ServerResponse, bus: EventBus): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
  });
  res.write(': connected\n\n');
  const unsubscribe = bus.subscribe((name, payload) => {
    res.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
  });
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
  req.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
  });
}
