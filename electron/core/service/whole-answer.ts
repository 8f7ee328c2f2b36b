/** The headers of an answer, as the client reads them (fetch's Headers is one). */
export interface AnswerHeaders {
  /** Every value of the header, joined by ", " as fetch joins them; null when absent. */
  get(name: string): string | null;
  has(name: string): boolean;
}

/**
 * What the client reads of an answer. fetch's Response is one; whole-fetch.ts answers with a
 * WholeAnswer, which is one too without fetch's machinery: the first `new Headers()` or
 * `new Response()` of a process loads undici, which a fresh core paid inside the first sync a
 * user waits for, and every download made a Response, a Headers guard and a stream for the
 * garbage collector.
 */
export interface Answer {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly url: string;
  readonly headers: AnswerHeaders;
  /** The body as it arrives; null when the answer was read whole (or has none). */
  readonly body: ReadableStream<Uint8Array> | null;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
  json(): Promise<unknown>;
}

/** Header names lowercased, values in arrival order (node:http's raw pairs). */
class RawHeaders implements AnswerHeaders {
  private readonly values = new Map<string, string[]>();

  constructor(raw: readonly string[], skip: ReadonlySet<string>) {
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const name = raw[i]!.toLowerCase();
      if (skip.has(name)) continue;
      const list = this.values.get(name);
      if (list) list.push(raw[i + 1]!);
      else this.values.set(name, [raw[i + 1]!]);
    }
  }

  get(name: string): string | null {
    return this.values.get(name.toLowerCase())?.join(', ') ?? null;
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }
}

/**
 * An answer whose body was read whole: fetch's contract where the client relies on it (a body is
 * read once; text() decodes UTF-8 without a byte-order mark; arrayBuffer() is a copy).
 */
export class WholeAnswer implements Answer {
  readonly headers: AnswerHeaders;
  readonly body = null;
  private used = false;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
    rawHeaders: readonly string[],
    private readonly bytes: Buffer | null,
    /** Headers the body no longer matches (a decoded body's length and coding). */
    stale: ReadonlySet<string> = new Set(),
  ) {
    this.headers = new RawHeaders(rawHeaders, stale);
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.take();
    // A copy: a small Buffer is a view on a pool shared with other Buffers.
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  async text(): Promise<string> {
    const text = this.take().toString('utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  private take(): Buffer {
    if (this.used) throw new TypeError('Body is unusable: Body has already been read');
    this.used = true;
    return this.bytes ?? Buffer.alloc(0);
  }
}
