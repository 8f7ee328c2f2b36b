import type { RouteName } from './http/route-table';

/**
 * Fault injection: switches that make the sandbox misbehave the way a real service and network
 * do, so every failure path of the client can be exercised on purpose.
 */
export interface FaultConfig {
  /** Extra delay before every request is handled. */
  latencyMs?: number;
  /**
   * Caps how fast file bodies (audio, samples, avatars) are sent, as a real network link does; with
   * `latencyMs` it stands in for a distant service in benches. Default: as fast as loopback goes.
   */
  bytesPerSecond?: number;
  /** Applied in order; the first matching unspent rule wins. */
  rules?: FaultRule[];
}

export interface FaultRule {
  /** From the sandbox's route table; undefined = every route (file downloads included, control routes never). */
  route?: RouteName;
  /**
   * 'status': respond with `status` and the service's error body for it (or `body`).
   * 'malformed': 200 with a body that is not JSON. 'drop': destroy the socket without responding.
   * 'rateLimit': 429 with a Retry-After header. 'responseLost': fully process the request
   * (e.g. create the history entry) then destroy the socket. 'latency': extra delay.
   */
  kind: 'status' | 'malformed' | 'drop' | 'rateLimit' | 'responseLost' | 'latency';
  status?: number;
  body?: unknown;
  retryAfterSeconds?: number;
  latencyMs?: number;
  /** Applies to this many matching requests, then is spent (default unlimited). */
  times?: number;
}

export interface FaultController {
  set(config: FaultConfig): void;
  reset(): void;
}

const faultKinds = new Set<FaultRule['kind']>(['status', 'malformed', 'drop', 'rateLimit', 'responseLost', 'latency']);

/** The faults that apply to one request: a delay, then at most one rule. */
export interface FaultDecision {
  delayMs: number;
  rule: FaultRule | null;
  /** File bodies are sent no faster than this; null = unthrottled. */
  bytesPerSecond: number | null;
}

export class FaultSwitchboard implements FaultController {
  private latencyMs = 0;
  private bytesPerSecond: number | null = null;
  /** Copies of the configured rules; `remaining` counts down for rules with `times`. */
  private rules: Array<{ rule: FaultRule; remaining: number }> = [];

  constructor(initial?: FaultConfig) {
    if (initial) this.set(initial);
  }

  set(config: FaultConfig): void {
    const checked = parseFaultConfig(config);
    this.latencyMs = checked.latencyMs ?? 0;
    this.bytesPerSecond = checked.bytesPerSecond ?? null;
    this.rules = (checked.rules ?? []).map((rule) => ({ rule: { ...rule }, remaining: rule.times ?? Infinity }));
  }

  reset(): void {
    this.latencyMs = 0;
    this.bytesPerSecond = null;
    this.rules = [];
  }

  /**
   * Picks the faults for one request and spends them. 'latency' rules add their delay and do not
   * stop the search, so a delay can be combined with a failure; any other kind ends it.
   */
  decide(route: RouteName | null): FaultDecision {
    let delayMs = this.latencyMs;
    for (const entry of this.rules) {
      if (entry.remaining <= 0) continue;
      if (entry.rule.route !== undefined && entry.rule.route !== route) continue;
      entry.remaining -= 1;
      if (entry.rule.kind === 'latency') {
        delayMs += entry.rule.latencyMs ?? 0;
        continue;
      }
      return { delayMs, rule: entry.rule, bytesPerSecond: this.bytesPerSecond };
    }
    return { delayMs, rule: null, bytesPerSecond: this.bytesPerSecond };
  }
}

/** Validates a FaultConfig from an untrusted source (CLI, env, control route); throws with a reason. */
export function parseFaultConfig(value: unknown): FaultConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('fault config must be an object');
  const config = value as Record<string, unknown>;
  const latencyMs = config.latencyMs;
  if (latencyMs !== undefined && !isNonNegativeNumber(latencyMs)) throw new Error('latencyMs must be a number >= 0');
  const bytesPerSecond = config.bytesPerSecond;
  if (bytesPerSecond !== undefined && !(isNonNegativeNumber(bytesPerSecond) && (bytesPerSecond as number) > 0)) {
    throw new Error('bytesPerSecond must be a number > 0');
  }
  const rules = config.rules;
  if (rules !== undefined && !Array.isArray(rules)) throw new Error('rules must be an array');
  return {
    ...(latencyMs !== undefined ? { latencyMs: latencyMs as number } : {}),
    ...(bytesPerSecond !== undefined ? { bytesPerSecond: bytesPerSecond as number } : {}),
    ...(rules !== undefined ? { rules: (rules as unknown[]).map(parseFaultRule) } : {}),
  };
}

function parseFaultRule(value: unknown, index: number): FaultRule {
  if (typeof value !== 'object' || value === null) throw new Error(`rules[${index}] must be an object`);
  const rule = value as Record<string, unknown>;
  if (typeof rule.kind !== 'string' || !faultKinds.has(rule.kind as FaultRule['kind'])) {
    throw new Error(`rules[${index}].kind must be one of ${[...faultKinds].join(', ')}`);
  }
  if (rule.route !== undefined && typeof rule.route !== 'string') throw new Error(`rules[${index}].route must be a route name`);
  for (const field of ['status', 'retryAfterSeconds', 'latencyMs', 'times'] as const) {
    if (rule[field] !== undefined && !isNonNegativeNumber(rule[field])) throw new Error(`rules[${index}].${field} must be a number >= 0`);
  }
  if (rule.kind === 'status' && rule.status === undefined) throw new Error(`rules[${index}].status is required for kind "status"`);
  return rule as unknown as FaultRule;
}

function isNonNegativeNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
