const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when any string in a parsed JSON value (keys included) holds half a surrogate pair. */
export function hasLoneSurrogate(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return loneSurrogate.test(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasLoneSurrogate(item, depth + 1));
  return Object.entries(value).some(([key, item]) => loneSurrogate.test(key) || hasLoneSurrogate(item, depth + 1));
}
