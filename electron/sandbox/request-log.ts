import type { RouteName } from './http/route-table';

export interface LoggedRequest {
  method: string;
  /** The route the request matched, or null (files, unknown paths). */
  route: RouteName | null;
  path: string;
  /** Repeated keys become arrays, in order. */
  query: Record<string, string | string[]>;
  at: number;
}

/** What the sandbox received, so tests can assert "the client sent exactly one POST". */
export interface RequestLog {
  all(): LoggedRequest[];
  count(route: RouteName): number;
  clear(): void;
}

/** Bounded so a long-running `npm run sandbox` does not grow without limit. */
const MAX_ENTRIES = 10_000;

export class MemoryRequestLog implements RequestLog {
  private entries: LoggedRequest[] = [];

  record(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  all(): LoggedRequest[] {
    return this.entries.map((entry) => ({ ...entry, query: { ...entry.query } }));
  }

  count(route: RouteName): number {
    return this.entries.filter((entry) => entry.route === route).length;
  }

  clear(): void {
    this.entries = [];
  }
}

export function queryToRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const existing = record[key];
    if (existing === undefined) record[key] = value;
    else record[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return record;
}
