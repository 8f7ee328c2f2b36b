import { scrubSecret, shortestHiddenRun, spellingsOf } from './scrub-secret';

/**
 * Answers are full of ids, and ids are uuid-shaped like keys: two random uuids share a run of 8
 * (dashes and the version digit in the same places) about once in 100,000, so hiding 8-runs here
 * would now and then break a history id. 16 characters is half a key and never shared by chance;
 * error messages, which carry no ids to keep, are scrubbed of 8-runs where they are made.
 */
const minimumFragment = 16;

/**
 * The last check on everything the core hands a transport (every operation's answer, every
 * event): no string in it may hold a known key or a run of 16 of its characters. The service's
 * errors are scrubbed where they are made (service/errors.ts); this catches what a service puts in
 * a success (a project named after the key, a field echoing the request) and whatever a future
 * feature forgets. Values are plain data (JSON-like); parts without the key are kept as they are,
 * and an answer without it is returned as the very same object.
 */
export function redactValue<T>(value: T, secrets: readonly string[]): T {
  const known = secrets.filter((secret) => secret.length > 0);
  if (known.length === 0) return value;
  return walk(value, known, finderOf(known), 0) as T;
}

/** One case-insensitive pattern of every run worth hiding: a string is scrubbed only when it matches. */
const finders = new Map<string, RegExp>();
function finderOf(secrets: readonly string[]): RegExp {
  const id = secrets.join('\n');
  let finder = finders.get(id);
  if (!finder) {
    const pieces = new Set<string>();
    for (const form of secrets.flatMap(spellingsOf)) {
      const length = shortestHiddenRun(form, minimumFragment);
      for (let at = 0; at + length <= form.length; at++) pieces.add(form.slice(at, at + length));
    }
    // No piece (every secret under the scrubber's floor): a pattern that never matches.
    finder =
      pieces.size === 0 ? /(?!)/ : new RegExp([...pieces].map((piece) => piece.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|'), 'i');
    // A process sees a handful of keys; the map is cleared rather than grown without end.
    if (finders.size > 32) finders.clear();
    finders.set(id, finder);
  }
  return finder;
}

function walk(value: unknown, secrets: readonly string[], finder: RegExp, depth: number): unknown {
  if (typeof value === 'string')
    return finder.test(value) ? secrets.reduce((text, secret) => scrubSecret(text, secret, minimumFragment), value) : value;
  if (typeof value !== 'object' || value === null || depth > 64) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => walk(item, secrets, finder, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  // Keys too: a map keyed by what the service said (headers, parameters) could carry it there.
  const entries = Object.entries(value);
  const cleaned = entries.map(([key, item]) => [walk(key, secrets, finder, depth + 1), walk(item, secrets, finder, depth + 1)] as const);
  return cleaned.some(([key, item], index) => key !== entries[index]![0] || item !== entries[index]![1])
    ? Object.fromEntries(cleaned)
    : value;
}
