import type { InspectorEntry } from '../../../../../shared/model/webhooks';

/** Entries whose JSON (or raw text) contains every word of the query, case-insensitively. */
export function filterEntries(entries: InspectorEntry[], query: string): InspectorEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const haystack = JSON.stringify(entry).toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** One JSON object per line (NDJSON), each the whole entry: when, whether authorized, the payload. */
export function toNdjson(entries: InspectorEntry[]): string {
  return entries.map((entry) => JSON.stringify(entry)).join('\n') + (entries.length ? '\n' : '');
}

/** Adds a live entry unless the fetched list already had it (ids increase per run). */
export function mergeEntry(entries: InspectorEntry[], entry: InspectorEntry): InspectorEntry[] {
  return entries.some((e) => e.id === entry.id) ? entries : [...entries, entry];
}

export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
