import { readAs, type ReadAsOptions, type ReadAsOverride } from '../read-as';
import { countSentChars, splitScript, stripPauseMarkers } from '../text';
import { sentLengthOf } from './generation-rules';
import { scriptCharLimit } from './script';

/**
 * How a project's text becomes blocks, and what a block sends (issue 30). Pure, on both sides: the
 * core cuts and hashes with it, and the editor's preview of what will be spoken uses the very same
 * function, so what is shown is what is sent.
 *
 * Paragraphs, as the writer wrote them:
 * - an edit of one block (blocks.update / insert) is cut at blank lines only: a single line break
 *   stays inside the block (a poem's lines, a line break an imported document kept);
 * - a whole text (a new project's text, a migrated draft) written with blank lines between
 *   paragraphs is cut there too; one with no blank line anywhere is cut at every line break,
 *   since the old editor showed each line as a paragraph of its own (its own direction).
 * Then each paragraph is cut after every pause marker (the marker's silence follows its block in
 * the render) and, where it is over the service's limit as spoken (after read-as), at sentence
 * marks — splitScript with the spoken measure, as long scripts are cut.
 */

const blankLine = /\n[^\S\n]*\n\s*/u;
const lineBreak = /\n\s*/u;

export type ParagraphRule = 'blank-lines' | 'as-written';

/** The writer's paragraphs, trimmed, never empty (see the rule above). */
export function paragraphsOf(text: string, rule: ParagraphRule): string[] {
  const normalised = text.replace(/\r\n?/gu, '\n');
  const byBlankLines = rule === 'blank-lines' || blankLine.test(normalised);
  return normalised
    .split(byBlankLines ? blankLine : lineBreak)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** A paragraph cut into block texts: after each pause marker, and at sentence marks where it is over the limit as spoken. */
export function blockTextsOfParagraph(paragraph: string, readAsOptions?: ReadAsOptions): string[] {
  return splitScript(paragraph, scriptCharLimit, sentLengthOf(readAsOptions))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Every block text of a text (a new project, an import's paragraph, one block's edit). */
export function blockTextsOf(text: string, rule: ParagraphRule, readAsOptions?: ReadAsOptions): string[] {
  return paragraphsOf(text, rule).flatMap((paragraph) => blockTextsOfParagraph(paragraph, readAsOptions));
}

/**
 * A dialogue line's speaker: `Name: …` or `Name：…` at the start of the block, the name 1–3 words of
 * Arabic or Latin letters (at most 30 characters), followed by a space. The prefix is not spoken.
 * Digits keep a line from being dialogue ("Chapter 1: …", "10:30 …").
 */
const dialoguePrefix =
  /^([\p{Script=Arabic}\p{Script=Latin}][\p{Script=Arabic}\p{Script=Latin}\p{M}'’-]*(?:[ \u00A0][\p{Script=Arabic}\p{Script=Latin}][\p{Script=Arabic}\p{Script=Latin}\p{M}'’-]*){0,2}) ?[:：][^\S\n]+(?=\S)/u;
export const speakerNameLimit = 30;

export interface DialogueLine {
  speaker: string;
  /** Where the spoken words start (after the prefix and its space). */
  bodyStart: number;
}

export function dialogueLineOf(text: string): DialogueLine | null {
  const match = dialoguePrefix.exec(text);
  if (!match) return null;
  const speaker = match[1]!;
  // A name of letters only, not a run of marks or apostrophes.
  if (speaker.length > speakerNameLimit || !/\p{L}/u.test(speaker) || /\p{N}/u.test(speaker)) return null;
  return { speaker, bodyStart: match[0].length };
}

/** The block's words without its speaker's prefix: only a prefix naming the block's own speaker is left out. */
export function wordsOfBlock(text: string, speaker: string | null): string {
  if (speaker === null) return text;
  const line = dialogueLineOf(text);
  return line && line.speaker === speaker ? text.slice(line.bodyStart) : text;
}

/** What read-as reads of a block (and its lexicons match in): its words without its speaker's prefix and pause markers. */
export function wordsToSpeak(text: string, speaker: string | null): string {
  return stripPauseMarkers(wordsOfBlock(text, speaker));
}

/**
 * Exactly what a block sends: its words (without its speaker's prefix), pause markers removed
 * (they are the render's silence), read as the preview reads them, trimmed — the same steps
 * checkGeneration takes for a part, so a block's text and count never disagree with generation.
 */
export function spokenTextOfBlock(text: string, speaker: string | null, readAsOptions?: ReadAsOptions): string {
  const words = wordsToSpeak(text, speaker);
  return (readAsOptions ? readAs(words, readAsOptions).text : words).trim();
}

/** A block's spoken length, as the service counts it against its limit. */
export const spokenCharsOf = (spoken: string): number => countSentChars(spoken);

/**
 * A project keeps every block's read-as choices in one map (settings.readAs.overrides), each key
 * the block's id, a space, then the span's key (its source and occurrence within the block): a
 * choice made for "7" in one block is that block's alone, never another's "7".
 */
export const blockOverrideKey = (blockId: string, spanKey: string): string => `${blockId} ${spanKey}`;

/** One block's choices, keyed by span key as read-as reads them (none without a block). */
export function overridesOfBlock(all: Record<string, ReadAsOverride>, blockId: string | undefined): Record<string, ReadAsOverride> {
  if (blockId === undefined) return {};
  const prefix = blockOverrideKey(blockId, '');
  const own: Record<string, ReadAsOverride> = {};
  for (const [key, choice] of Object.entries(all)) if (key.startsWith(prefix)) own[key.slice(prefix.length)] = choice;
  return own;
}
