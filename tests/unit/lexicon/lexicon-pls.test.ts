import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePls, writePls, type LexiconEntry } from '../../../shared/lexicon';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', 'fixtures', 'lexicons', name), 'utf8');
const written = (text: string) => {
  const parsed = parsePls(text);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return parsed.value;
};

describe('PLS import in the shapes services document', () => {
  it('ElevenLabs: alias lexemes imported, phoneme lexemes listed with their count, xml:lang kept', () => {
    const pls = written(fixture('elevenlabs.pls'));
    expect(pls.language).toBe('en-GB');
    expect(pls.entries.map((e) => [e.written, e.spoken])).toEqual([
      ['UN', 'United Nations'],
      ['Hamsa', 'hum-sah'],
    ]);
    expect(pls.phonemes.map((p) => [p.graphemes, p.phoneme, p.alphabet, p.aliasImported])).toEqual([
      [['Apple'], 'ˈæpl̩', 'ipa', false],
      [['tomato'], "/tə'meɪtoʊ/", 'ipa', false],
      [['Tomato'], "/tə'meɪtoʊ/", 'ipa', false],
    ]);
  });

  it('Azure: each grapheme of a lexeme is an entry, graphemes trimmed, an emoji kept', () => {
    const pls = written(fixture('azure.xml'));
    expect(pls.language).toBe('ar-EG');
    expect(pls.entries.map((e) => [e.written, e.spoken])).toEqual([
      ['BTW', 'بالمناسبة'],
      ['😀', 'وجه مبتسم'],
      ['Scotland MV', 'سكوتلاند ميديا ويف'],
      ['ScotlandMV', 'سكوتلاند ميديا ويف'],
      ['جوجل', 'غوغل'],
    ]);
    expect(pls.phonemes).toHaveLength(1);
    expect(pls.phonemes[0]).toMatchObject({ graphemes: ['Benigni'], phoneme: 'bɛˈniːnji' });
  });

  it('Amazon Polly: a phrase grapheme, an entity reference, and an Arabic phoneme lexeme listed', () => {
    const pls = written(fixture('polly.pls'));
    expect(pls.language).toBe('arb');
    expect(pls.entries.map((e) => [e.written, e.spoken])).toEqual([
      ['W3C', 'اتحاد شبكة الويب العالمية'],
      ['g3t sm4rt', 'get smart'],
      ['Sawt & Co', 'صوت آند كو'],
    ]);
    expect(pls.phonemes.map((p) => p.graphemes)).toEqual([['القاهرة']]);
  });

  it('takes the preferred alias, lists a lexeme with neither alias nor phoneme, and one with no grapheme', () => {
    const pls = written(`<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="ar">
      <lexeme><grapheme>أ</grapheme><alias>الأول</alias><alias prefer="true">المفضل</alias></lexeme>
      <lexeme><grapheme>ب</grapheme><example>ب</example></lexeme>
      <lexeme><alias>يتيم</alias></lexeme>
      <lexeme><grapheme>ج</grapheme><alias>جيم</alias><phoneme>dʒiːm</phoneme></lexeme>
    </lexicon>`);
    expect(pls.entries.map((e) => [e.written, e.spoken])).toEqual([
      ['أ', 'المفضل'],
      ['ج', 'جيم'],
    ]);
    expect(pls.skipped).toEqual([
      { lexeme: 2, code: 'no-pronunciation', graphemes: ['ب'] },
      { lexeme: 3, code: 'no-grapheme', graphemes: [] },
    ]);
    expect(pls.phonemes).toEqual([{ lexeme: 4, graphemes: ['ج'], phoneme: 'dʒiːm', alphabet: 'ipa', aliasImported: true }]);
  });
});

describe('PLS export', () => {
  const entries: LexiconEntry[] = [
    { id: '1', written: 'جوجل', spoken: 'غوغل', note: '', enabled: true, dialects: [], caseSensitive: false, createdAt: '' },
    {
      id: '2',
      written: 'AT&T',
      spoken: 'إيه تي آند تي',
      note: 'said as letters -- not a word',
      enabled: false,
      dialects: ['egy', 'leb'],
      caseSensitive: true,
      createdAt: '',
    },
    {
      id: '3',
      written: '<x>',
      spoken: '"quoted" \'single\'',
      note: 'a --> b',
      enabled: true,
      dialects: [],
      caseSensitive: false,
      createdAt: '',
    },
  ];

  it('round-trips alias entries without loss, the studio’s fields included', () => {
    const text = writePls({ language: 'ar-EG', entries });
    const back = written(text);
    expect(back.language).toBe('ar-EG');
    expect(back.entries.map(({ lexeme: _lexeme, ...e }) => e)).toEqual(entries.map(({ id: _id, createdAt: _at, ...e }) => e));
  });

  it('is a PLS document other tools read: the W3C namespace, alphabet, xml:lang, one grapheme and alias per lexeme', () => {
    const text = writePls({ language: 'ar', entries: entries.slice(0, 1) });
    expect(text).toContain('xmlns="http://www.w3.org/2005/01/pronunciation-lexicon"');
    expect(text).toContain('alphabet="ipa" xml:lang="ar"');
    expect(text).toContain('<grapheme>جوجل</grapheme>');
    expect(text).toContain('<alias>غوغل</alias>');
    // No comment for an entry with nothing beyond PLS.
    expect(text).not.toContain('<!--');
  });
});

describe('PLS refusals: a clear message, nothing read', () => {
  it.each([
    ['malformed XML', '<lexicon><lexeme><grapheme>x</lexeme></lexicon>', /Line 1, column 29: <\/lexeme> closes <grapheme>/u],
    ['an unclosed element', '<lexicon>\n  <lexeme>', /Line 2, column 3: the element <lexeme> is never closed/u],
    [
      'an external entity',
      '<?xml version="1.0"?>\n<!DOCTYPE lexicon [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<lexicon>&x;</lexicon>',
      /Line 2, column 1: the file declares a document type/u,
    ],
    [
      'an undeclared entity',
      '<lexicon><lexeme><grapheme>&nbsp;</grapheme></lexeme></lexicon>',
      /the entity &nbsp; is not one XML defines/u,
    ],
    ['another encoding', '<?xml version="1.0" encoding="ISO-8859-1"?><lexicon/>', /encoded as iso-8859-1; save it as UTF-8/u],
    ['another root', '<speak version="1.0"/>', /This is not a PLS lexicon: its root element is <speak>/u],
    ['text, not XML', 'جوجل = غوغل', /the document does not start with an element/u],
    ['nested too deep', `${'<a>'.repeat(70)}${'</a>'.repeat(70)}`, /nested more than 64 deep/u],
  ])('%s', (_name, text, message) => {
    const parsed = parsePls(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem.message).toMatch(message);
  });

  it('reads a 2 MB lexicon in linear time (a hang bound, not a speed test)', () => {
    const lexeme = '<lexeme><grapheme>كلمة</grapheme><alias>كَلِمة</alias></lexeme>\n';
    const text = `<lexicon version="1.0" xml:lang="ar">${lexeme.repeat(Math.floor(2_000_000 / lexeme.length))}</lexicon>`;
    const parsed = parsePls(text);
    expect(parsed.ok && parsed.value.entries.length).toBeGreaterThan(20_000);
  });
});
