import { describe, expect, it } from 'vitest';
import { queryVoices, type VoiceCard } from '../../../shared/model/voices';
import { nameKey, nameSearch, nameSearchMatches } from '../../../shared/text';
import { voicesAr, voicesEn } from '../../../renderer/src/features/voices/strings';

/** Names as the service's catalogue writes them, in both scripts (the sandbox uses these pairs). */
const pairs: ReadonlyArray<readonly [latin: string, arabic: string]> = [
  ['Ahmed', 'أحمد'],
  ['Layla', 'ليلى'],
  ['Omar', 'عمر'],
  ['Youssef', 'يوسف'],
  ['Khaled', 'خالد'],
  ['Karim', 'كريم'],
  ['Tariq', 'طارق'],
  ['Hassan', 'حسن'],
  ['Faisal', 'فيصل'],
  ['Majed', 'ماجد'],
  ['Ziad', 'زياد'],
  ['Sami', 'سامي'],
  ['Nasser', 'ناصر'],
  ['Adel', 'عادل'],
  ['Hamza', 'حمزة'],
  ['Bilal', 'بلال'],
  ['Saeed', 'سعيد'],
  ['Fahad', 'فهد'],
  ['Jamal', 'جمال'],
  ['Walid', 'وليد'],
  ['Noor', 'نور'],
  ['Salma', 'سلمى'],
  ['Huda', 'هدى'],
  ['Mariam', 'مريم'],
  ['Dana', 'دانة'],
  ['Yasmin', 'ياسمين'],
  ['Reem', 'ريم'],
  ['Hala', 'هالة'],
  ['Sara', 'سارة'],
  ['Farah', 'فرح'],
  ['Nadia', 'نادية'],
  ['Aisha', 'عائشة'],
  ['Maha', 'مها'],
  ['Shahd', 'شهد'],
  ['Mohammed', 'مُحَمَّد'],
];

const card = (id: string, name: string): VoiceCard => ({
  id,
  name,
  language: 'ar',
  dialectId: null,
  dialectCode: null,
  tags: [],
  isFavourite: false,
  usedInJobs: null,
  usedInVoiceAgents: null,
  isServiceDefault: false,
  imageUrl: null,
  sampleUrl: null,
  createdAt: null,
});
const search = (names: string[], query: string) =>
  queryVoices(
    names.map((name, i) => card(String(i), name)),
    {},
    (c) => nameSearch(c.name),
    nameSearch(query),
  ).map((c) => c.name);

describe('a name searched in the other script', () => {
  it.each(pairs)('%s and %s share one key', (latin, arabic) => {
    expect(nameKey(latin)).not.toBe('');
    expect(nameKey(latin)).toBe(nameKey(arabic));
  });

  it('finds a Latin-named voice from an Arabic query and back, and the start of a name as it is typed', () => {
    const names = ['Ahmed', 'ليلى', 'Omar', 'سارة', 'Mohammed Saleh', 'خالد'];
    expect(search(names, 'أحمد')).toEqual(['Ahmed']);
    expect(search(names, 'احمد')).toEqual(['Ahmed']);
    expect(search(names, 'Layla')).toEqual(['ليلى']);
    expect(search(names, 'Leila')).toEqual(['ليلى']);
    expect(search(names, 'Sarah')).toEqual(['سارة']);
    expect(search(names, 'محمد')).toEqual(['Mohammed Saleh']);
    expect(search(names, 'Khal')).toEqual(['خالد']);
    expect(search(names, 'صالح')).toEqual(['Mohammed Saleh']);
  });

  it('does not let one consonant match every name holding it', () => {
    const names = ['Layla', 'Lina', 'علي', 'Amal'];
    expect(search(names, 'Ali')).toEqual(['علي']);
    expect(nameSearchMatches(nameSearch('Layla'), nameSearch('ل'))).toBe(false);
  });

  it('keeps spelling-variant folding and plain substring search', () => {
    expect(search(['أحمد', 'Studio Narrator'], 'احمد')).toEqual(['أحمد']);
    expect(search(['Studio Narrator', 'Emma'], 'narr')).toEqual(['Studio Narrator']);
    expect(search(['Emma', 'Ahmed'], '')).toEqual(['Ahmed', 'Emma']);
  });

  it("makes the search field's own example work in both languages", () => {
    const names = ['Ahmed', 'ليلى', 'Omar'];
    for (const placeholder of [voicesEn.filters.searchPlaceholder, voicesAr.filters.searchPlaceholder]) {
      const framing = new Set(['Name', 'e', 'g', 'or', 'الاسم', 'مثل', 'أو']);
      const examples = (placeholder.match(/\p{L}+/gu) ?? []).filter((word) => !framing.has(word));
      expect(examples).toEqual(['أحمد', 'Layla']);
      expect(search(names, examples[0]!)).toEqual(['Ahmed']);
      expect(search(names, examples[1]!)).toEqual(['ليلى']);
    }
  });
});
