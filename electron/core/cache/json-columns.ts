/**
 * A TEXT column holding a JSON array of strings (tags, dictionary ids), read leniently: a value
 * that is not such an array reads as empty and anything not a string is dropped, because one
 * damaged cell must not stop a list from loading.
 */
export function stringsFromJsonColumn(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
