/** The text of save number `version`: different every time, and long enough that a torn write would show. */
export function savedText(version: number): string {
  return `v${version} ${'كلمة '.repeat(200 + (version % 50)).trim()}`;
}
