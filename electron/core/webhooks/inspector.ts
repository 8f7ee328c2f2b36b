import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InspectorEntry, InspectorState } from '../../../shared/model/webhooks';
import type { EventBus } from '../events';
import { authSecretOf, newWebhookToken } from './webhook-secret';

/** The log is kept in memory for this run only, bounded so a chatty sender cannot grow it forever. */
const MAX_ENTRIES = 500;
const MAX_BODY = 256 * 1024;
const TEXT_PREVIEW = 2000;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a request came from a web page rather than a webhook sender (the sandbox, curl, a
 * receiver under test). Every browser on the machine reaches loopback: a page of any site could
 * otherwise POST text/plain here, or rebind a DNS name to 127.0.0.1, and put made-up events in the
 * studio's list. Senders name this listener as Host, send JSON and no Origin or Fetch Metadata.
 */
function fromWebPage(req: IncomingMessage, port: number): boolean {
  const site = req.headers['sec-fetch-site'];
  return (
    req.headers.host?.toLowerCase() !== `127.0.0.1:${port}` ||
    req.headers.origin !== undefined ||
    (site !== undefined && site !== 'none') ||
    !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')
  );
}

/**
 * A webhook receiver on 127.0.0.1 for sandbox mode, so a developer sees a call's events with no
 * public endpoint. It behaves like the receiver templates: checks the Bearer secret in constant
 * time, answers at once, notes repeats. Its secret is made per run and lives only in memory (it
 * guards a loopback port, not an account). Nothing it receives is written to disk.
 */
export class EventInspector {
  private server: Server | undefined;
  private starting: Promise<string> | undefined;
  private readonly token = newWebhookToken();
  private readonly entries: InspectorEntry[] = [];
  private readonly seen = new Set<string>();
  private nextId = 1;

  constructor(private readonly events: EventBus) {}

  /** "Bearer <token>": what the sandbox must present. */
  get authSecret(): string {
    return authSecretOf(this.token);
  }

  async state(): Promise<InspectorState> {
    return { url: await this.start(), entries: [...this.entries] };
  }

  clear(): void {
    this.entries.length = 0;
    this.seen.clear();
  }

  start(): Promise<string> {
    this.starting ??= new Promise<string>((done, reject) => {
      const server = createServer((req, res) => {
        if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
        if (fromWebPage(req, (server.address() as AddressInfo).port)) {
          // Not logged: a page may not write into the studio's view (nor flood it).
          req.resume();
          return void res.writeHead(403, { 'content-type': 'text/plain' }).end('The event inspector does not answer web pages.');
        }
        void this.receive(req).then((status) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ received: status === 200 })),
        );
      });
      server.once('error', (error) => {
        this.starting = undefined;
        reject(error);
      });
      server.listen(0, '127.0.0.1', () => {
        this.server = server;
        done(`http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/inspector`);
      });
    });
    return this.starting;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.starting = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  }

  private async receive(req: IncomingMessage): Promise<number> {
    const header = req.headers.authorization;
    const authorized = typeof header === 'string' && timingSafeEqual(digest(header), digest(this.authSecret));
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes <= MAX_BODY) chunks.push(chunk);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    let payload: unknown = null;
    try {
      payload = bytes <= MAX_BODY ? JSON.parse(text) : null;
    } catch {
      payload = null;
    }
    const fields = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
    const eventType = typeof fields.eventType === 'string' ? fields.eventType : null;
    const callId = typeof fields.callId === 'string' ? fields.callId : null;
    // The receiver templates' rule: call id and event type, plus the timestamp for transcription.update.
    const key = [callId, eventType, eventType === 'transcription.update' ? String(fields.timestamp) : ''].join('|');
    const duplicate = authorized && this.seen.has(key);
    if (authorized) this.seen.add(key);
    const entry: InspectorEntry = {
      id: this.nextId++,
      receivedAt: new Date().toISOString(),
      authorized,
      eventType,
      callId,
      duplicate,
      payload,
      text: payload === null ? text.slice(0, TEXT_PREVIEW) : null,
      bytes,
    };
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
    this.events.emit('webhooks.eventReceived', entry);
    return authorized ? 200 : 401;
  }
}
