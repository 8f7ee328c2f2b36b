import { describe, expect, it } from 'vitest';
import { blockTextsOf, dialogueLineOf, paragraphsOf, spokenTextOfBlock } from '../../../shared/model/block-text';
import { sentLength } from '../../../shared/model/generation-rules';
import { scriptCharLimit } from '../../../shared/model/script';
import { defaultReadAsSettings } from '../../../shared/read-as';

// How text becomes blocks (issue 30), pure: the same rules cut in the core and preview in the editor.
describe('paragraphs', () => {
  it('cut an edit at blank lines only, keeping a single line break inside the block', () => {
    expect(paragraphsOf('Line one\nline two\n\n \nNext', 'blank-lines')).toEqual(['Line one\nline two', 'Next']);
    expect(paragraphsOf('One\nTwo', 'blank-lines')).toEqual(['One\nTwo']);
  });

  it('cut a whole text at every line break when it has no blank line anywhere, as the old editor showed it', () => {
    expect(paragraphsOf('One\r\nTwo\nThree', 'as-written')).toEqual(['One', 'Two', 'Three']);
    expect(paragraphsOf('One\nstill one\n\nTwo', 'as-written')).toEqual(['One\nstill one', 'Two']);
    expect(paragraphsOf('  \n\n ', 'as-written')).toEqual([]);
  });
});

describe('blocks of a paragraph', () => {
  it('end after each pause marker, whose silence follows its block', () => {
    expect(blockTextsOf('Hello there. [pause 1s] And again. [وقفة ٢ث] End.', 'blank-lines')).toEqual([
      'Hello there. [pause 1s]',
      'And again. [وقفة ٢ث]',
      'End.',
    ]);
  });

  it('are cut at sentence marks where the paragraph is over the limit as spoken, after read-as', () => {
    const options = { ...defaultReadAsSettings(), dialect: 'msa' };
    // Numbers read as words make this longer spoken than written.
    const sentence = 'دفع الزبون 1250 ريالا في 12 يوما. ';
    const paragraph = sentence.repeat(Math.ceil(2_600 / sentence.length)).trim();
    expect(paragraph.length).toBeLessThan(scriptCharLimit);
    const blocks = blockTextsOf(paragraph, 'blank-lines', options);
    expect(blocks.length).toBeGreaterThan(1);
    for (const block of blocks) {
      expect(block.endsWith('.')).toBe(true);
      expect(sentLength(block, options)).toBeLessThanOrEqual(scriptCharLimit);
    }
  });
});

describe('dialogue lines', () => {
  it.each([
    ['سارة: مرحبا', 'سارة'],
    ['Narrator: The night was long.', 'Narrator'],
    ['Harbour master: Every keeper.', 'Harbour master'],
    ['أبو خالد الكبير: أهلا', 'أبو خالد الكبير'],
    ['Sara： full-width colon', 'Sara'],
    ['O’Brien: hello', 'O’Brien'],
  ])('%s is a line of %s', (text, speaker) => {
    expect(dialogueLineOf(text)?.speaker).toBe(speaker);
  });

  it.each([
    'Chapter 1: not dialogue',
    '10:30 the time',
    'Four words are here: no',
    'NoSpace:after',
    'Name:',
    'Один: Cyrillic',
    `${'a'.repeat(31)}: too long`,
  ])('%s is not', (text) => {
    expect(dialogueLineOf(text)).toBeNull();
  });

  it('leave the prefix unspoken only for the block’s own speaker', () => {
    expect(spokenTextOfBlock('سارة: مرحبا [pause 1s]', 'سارة')).toBe('مرحبا');
    expect(spokenTextOfBlock('سارة: مرحبا', null)).toBe('سارة: مرحبا');
    expect(spokenTextOfBlock('سارة: مرحبا', 'Omar')).toBe('سارة: مرحبا');
  });
});
