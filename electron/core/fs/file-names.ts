/**
 * File names that are safe and legal on every desktop system, from text the studio does not
 * control (voice names, scripts, a lexicon's or a project's name): Arabic and other scripts are
 * kept; path separators, the Windows-illegal set `<>:"/\|?*`, control and bidi-override characters
 * are replaced; Windows reserved device names (CON, NUL, COM1 …) and trailing dots/spaces are
 * avoided; the length is capped in UTF-8 bytes (255 is the limit of most file systems) with room
 * left for " (99).wav".
 */

const maxBaseBytes = 160;
const replacement = '-';
/**
 * A title's colon ("Book: Part One", "الفصل: البداية") is kept visible as U+A789 MODIFIER LETTER
 * COLON (꞉), which every system allows, rather than "-". The ASCII ":" cannot be used: Windows
 * (and FAT/exFAT drives, where deliverables are often carried) refuses it, and macOS Finder shows
 * a POSIX ":" as "/"; Linux would allow it, but a name that changes when the folder is copied to
 * another system is worse than one look-alike everywhere. The tags keep the real ":".
 */
const colonLookAlike = '\ua789';
// Windows-illegal printable characters, C0/C1 controls, and bidi overrides that could disguise a
// name ("clip\u202Evaw.exe").
// eslint-disable-next-line no-control-regex
const unsafe = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const reserved = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/iu;

/** `text` with every character no file name may hold replaced (a field put into a longer name). */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(/:/gu, colonLookAlike).replace(unsafe, replacement);
}

/** Cuts to at most `maxBytes` of UTF-8 without splitting a character. */
function capBytes(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).byteLength <= maxBytes) return text;
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = encoder.encode(char).byteLength;
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out;
}

/** Cleans one would-be file name (without extension) into a safe one; never empty. */
export function safeFileBase(raw: string): string {
  let name = withoutUnsafeCharacters(raw.normalize('NFC')).replace(/\s+/gu, ' ');
  // No leading dots (hidden files, "..") and no trailing dots or spaces (Windows drops them).
  name = name.replace(/^[.\s]+/u, '');
  name = capBytes(name, maxBaseBytes).replace(/[.\s]+$/u, '');
  if (name === '' || /^-+$/u.test(name)) name = 'clip';
  // A reserved device name is reserved with any extension too: "CON.wav" is the console.
  if (reserved.test(name.split('.')[0]!.trim())) name = `${name}_`;
  return name;
}

/** "name.wav", "name (2).wav", "name (3).wav" … — the candidates tried until one is free. */
export function numberedName(fileName: string, attempt: number): string {
  if (attempt <= 1) return fileName;
  const dot = fileName.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  return `${base} (${attempt})${ext}`;
}
