import { foldArabicMarked, foldOtherWord, isArabicMark } from './chars';
import { isCliticWord, prefixStrips, suffixStrips, type Strip } from './clitics';
import { buildTrie, type CompiledEntry, type Trie, type TrieNode } from './compile';
import { isWordLike, keyOf, tokenize, type Token } from './tokens';
import type { EffectiveEntry, LexiconMatch, LexiconMatcher } from './types';

/**
 * The matcher: the script is tokenized and folded once; from each token the trie is walked as
 * deep as an entry goes (bounded by the longest entry, a handful of clitic readings per token),
 * so the work grows with the script's length and nothing else. Whole words only: a match may not
 * start or end against a letter or digit of the same word. Leftmost match first; at one start the
 * longest wins, then the one that strips fewer clitics, then the better-ranked entry. Output is
 * never searched again, so no entry rewrites inside another's spoken form.
 */
export function compileLexicon(entries: readonly EffectiveEntry[], options: { digest?: boolean } = {}): LexiconMatcher {
  const trie = buildTrie(entries, options.digest ?? true);
  return {
    digest: trie.digest,
    size: trie.size,
    find: (text, dialect) => (trie.size === 0 || text === '' ? [] : findMatches(trie, text, (dialect ?? 'msa').toLowerCase())),
  };
}

interface Found {
  compiled: CompiledEntry;
  /** Token indices of the entry's first and last token (a bridge clitic word sits before the first). */
  first: number;
  last: number;
  firstStrip: Strip;
  lastStrip: Strip | null;
  bridge: Token | null;
  end: number;
  stripped: number;
}

const exact = (key: string): Strip => ({ key, prefix: 0, suffix: 0, dropsAlef: false, taMarbuta: false, tanween: false });

function findMatches(trie: Trie, text: string, dialect: string): LexiconMatch[] {
  const search = new Search(trie.root, tokenize(text), text, dialect);
  const matches: LexiconMatch[] = [];
  for (let i = 0; i < search.tokens.length;) {
    const found = search.bestAt(i);
    if (!found) {
      i++;
      continue;
    }
    matches.push(toMatch(found, search.tokens, text));
    i = found.last + 1;
  }
  return matches;
}

/**
 * One script's search. Methods rather than closures made per token: the matcher runs on every
 * edit, and closures per token are garbage the collector then pauses for.
 */
class Search {
  private best: Found | null = null;
  private glued = false;

  constructor(
    private readonly root: TrieNode,
    readonly tokens: Token[],
    private readonly text: string,
    private readonly dialect: string,
  ) {}

  bestAt(i: number): Found | null {
    const { tokens, root, text } = this;
    const token = tokens[i]!;
    // Glued to the word before (x5) or inside an address or a name with dots (www.google.com, ASP.NET): not a whole word.
    this.glued = token.gap === 'none' && (isWordLike(tokens[i - 1]) || joins(tokens, i - 1));
    this.best = null;
    if (token.kind === 'arabic') {
      for (const strip of prefixStrips(token.folded)) {
        const at = root.next.get(strip.key);
        if (at) {
          this.consider(at, i, i, strip, null, null);
          this.walk(at, i, strip, null);
        }
        for (const both of suffixStrips(token, strip, text)) this.consider(root.next.get(both.key), i, i, both, null, null);
      }
      // A clitic written straight onto a Latin name or a number (بGoogle، و2030): the name is the entry.
      const name = tokens[i + 1];
      if (isCliticWord(token.folded) && name && name.gap === 'none' && (name.kind === 'word' || name.kind === 'number')) {
        const at = root.next.get(name.folded);
        if (at) {
          const strip = exact(name.folded);
          this.consider(at, i + 1, i + 1, strip, null, token);
          this.walk(at, i + 1, strip, token);
        }
      }
    } else {
      const at = root.next.get(token.folded);
      if (at) {
        const strip = exact(token.folded);
        this.consider(at, i, i, strip, null, null);
        this.walk(at, i, strip, null);
      }
    }
    return this.best;
  }

  private walk(from: TrieNode, first: number, firstStrip: Strip, bridge: Token | null): void {
    const { tokens, text } = this;
    let at = from;
    for (let j = first + 1; j < tokens.length && at.next.size > 0; j++) {
      const next = tokens[j]!;
      if (next.gap === 'break') return;
      if (next.kind === 'arabic') {
        const space = next.gap === 'space' ? ' ' : '';
        for (const strip of suffixStrips(next, exact(next.folded), text))
          this.consider(at.next.get(space + strip.key), first, j, firstStrip, strip, bridge);
      }
      const child = at.next.get(keyOf(next, false));
      if (!child) return;
      this.consider(child, first, j, firstStrip, null, bridge);
      at = child;
    }
  }

  private consider(
    at: TrieNode | undefined,
    first: number,
    last: number,
    firstStrip: Strip,
    lastStrip: Strip | null,
    bridge: Token | null,
  ): void {
    if (!at || at.entries.length === 0) return;
    const { tokens } = this;
    const after = tokens[last + 1];
    // Symbols (€, an emoji) are not words: they match wherever they stand.
    if (!at.symbols && (this.glued || (after && after.gap === 'none' && (isWordLike(after) || joins(tokens, last + 1))))) return;
    let compiled: CompiledEntry | undefined;
    for (const candidate of at.entries) {
      if (accepts(candidate, tokens, first, last, firstStrip, lastStrip, this.text, this.dialect)) {
        compiled = candidate;
        break;
      }
    }
    if (!compiled) return;
    const stripped = firstStrip.prefix + (lastStrip ?? firstStrip).suffix + (bridge ? 1 : 0);
    const found: Found = { compiled, first, last, firstStrip, lastStrip, bridge, end: tokens[last]!.end, stripped };
    if (!this.best || better(found, this.best)) this.best = found;
  }
}

/** Characters that join words into one address, path or identifier when written with no space around them. */
const joiners = new Set(['.', '@', '/', '\\', ':', '_']);

/** Whether tokens[j] is a joiner with words straight on both sides (the dots of www.google.com). */
function joins(tokens: Token[], j: number): boolean {
  const joiner = tokens[j];
  const before = tokens[j - 1];
  const after = tokens[j + 1];
  return (
    joiner !== undefined &&
    joiners.has(joiner.folded) &&
    before !== undefined &&
    after !== undefined &&
    joiner.gap === 'none' &&
    after.gap === 'none' &&
    isWordLike(before) &&
    isWordLike(after)
  );
}

function better(a: Found, b: Found): boolean {
  if (a.end !== b.end) return a.end > b.end;
  if (a.stripped !== b.stripped) return a.stripped < b.stripped;
  return a.compiled.rank < b.compiled.rank;
}

function accepts(
  c: CompiledEntry,
  tokens: Token[],
  first: number,
  last: number,
  firstStrip: Strip,
  lastStrip: Strip | null,
  text: string,
  dialect: string,
): boolean {
  if (c.dialects && !c.dialects.has(dialect)) return false;
  for (let k = 0; k <= last - first; k++) {
    const token = tokens[first + k]!;
    const cased = c.cased?.[k];
    if (cased && foldOtherWord(text.slice(token.start, token.end), true) !== cased) return false;
    const marked = c.marked?.[k];
    if (
      marked &&
      markedStem(token, k === 0 ? firstStrip : null, first + k === last ? (lastStrip ?? (k === 0 ? firstStrip : null)) : null, text) !==
        marked
    )
      return false;
  }
  return true;
}

/** The stem of an Arabic token folded with its tashkeel, clitics left out, as the entry would be written. */
function markedStem(token: Token, prefixStrip: Strip | null, suffixStrip: Strip | null, text: string): string {
  const at = token.at!;
  const from = prefixStrip ? at[prefixStrip.prefix]! : token.start;
  const to = suffixStrip && suffixStrip.suffix > 0 ? at[at.length - 1 - suffixStrip.suffix]! : token.end;
  let stem = foldArabicMarked(text.slice(from, to));
  if (prefixStrip?.dropsAlef) stem = `\u0627${stem}`;
  if (suffixStrip?.taMarbuta) stem = replaceLastLetter(stem, '\u062A', '\u0647');
  return stem;
}

function toMatch(found: Found, tokens: Token[], text: string): LexiconMatch {
  const firstToken = tokens[found.first]!;
  const lastToken = tokens[found.last]!;
  const entry = found.compiled.entry;
  let prefix = '';
  if (found.bridge) prefix = text.slice(found.bridge.start, found.bridge.end);
  else if (found.firstStrip.prefix > 0) prefix = text.slice(firstToken.start, firstToken.at![found.firstStrip.prefix]);
  const suffixStrip = found.lastStrip ?? (found.first === found.last ? found.firstStrip : null);
  let suffix = '';
  if (suffixStrip && suffixStrip.suffix > 0) {
    const at = lastToken.at!;
    suffix = text.slice(at[at.length - 1 - suffixStrip.suffix], lastToken.end);
    if (suffixStrip.tanween && !suffix.includes('\u064B')) suffix = `\u064B${suffix}`;
  }
  let spoken = entry.spoken.trim();
  // لل + an entry with its article: the entry's own alef goes, as Arabic writes it (للقاهرة).
  if (found.firstStrip.dropsAlef && (spoken.startsWith('\u0627') || spoken.startsWith('\u0671'))) spoken = spoken.slice(1);
  // A ة before a pronoun is written ت (مدرسة + ها → مدرستها), in the spoken form too.
  if (suffixStrip?.taMarbuta) spoken = replaceLastLetter(spoken, '\u0629', '\u062A');
  return {
    start: found.bridge ? found.bridge.start : firstToken.start,
    end: lastToken.end,
    spoken: prefix + spoken + suffix,
    prefix,
    suffix,
    entry,
  };
}

/** Replaces the last letter (marks after it stay) when it is `from`. */
function replaceLastLetter(word: string, from: string, to: string): string {
  let i = word.length - 1;
  while (i >= 0 && isArabicMark(word.charCodeAt(i))) i--;
  return i >= 0 && word[i] === from ? word.slice(0, i) + to + word.slice(i + 1) : word;
}
