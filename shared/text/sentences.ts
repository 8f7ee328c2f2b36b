/**
 * Splits a script into sentence-sized pieces, each at most `maxChars` long, keeping the
 * punctuation with its sentence. Arabic marks (؟ ؛ ۔) end sentences like their Latin kin.
 * Joining the pieces gives back the text minus the whitespace between them. A sentence longer
 * than `maxChars` is cut at the last space before the limit (or hard, when there is none).
 */
export function splitSentences(text: string, maxChars = 400): string[] {
  const sentences = text.match(/[^.!?\u061F\u061B\u06D4\n]+[.!?\u061F\u061B\u06D4\n]*/gu) ?? [];
  const pieces: string[] = [];
  for (const raw of sentences) {
    let sentence = raw.trim();
    while (sentence.length > maxChars) {
      const cut = sentence.lastIndexOf(' ', maxChars);
      const at = cut > 0 ? cut : maxChars;
      pieces.push(sentence.slice(0, at).trim());
      sentence = sentence.slice(at).trim();
    }
    if (sentence !== '') pieces.push(sentence);
  }
  return pieces;
}
