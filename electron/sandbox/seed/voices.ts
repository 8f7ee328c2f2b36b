import type { DialectRecord, VoiceOwnership, VoiceRecord } from '../state/types';
import { seedDate, type SeededRandom } from './rng';

type Name = readonly [latin: string, arabic: string];

const maleNames: Name[] = [
  ['Omar', 'عمر'],
  ['Youssef', 'يوسف'],
  ['Khaled', 'خالد'],
  ['Ahmed', 'أحمد'],
  ['Karim', 'كريم'],
  ['Tariq', 'طارق'],
  ['Hassan', 'حسن'],
  ['Faisal', 'فيصل'],
  ['Majed', 'ماجد'],
  ['Ziad', 'زياد'],
  ['Sami', 'سامي'],
  ['Nasser', 'ناصر'],
  ['Rami', 'رامي'],
  ['Adel', 'عادل'],
  ['Hamza', 'حمزة'],
  ['Bilal', 'بلال'],
  ['Saeed', 'سعيد'],
  ['Mazen', 'مازن'],
  ['Fahad', 'فهد'],
  ['Jamal', 'جمال'],
  ['Walid', 'وليد'],
];
const femaleNames: Name[] = [
  ['Layla', 'ليلى'],
  ['Noor', 'نور'],
  ['Salma', 'سلمى'],
  ['Huda', 'هدى'],
  ['Rania', 'رانيا'],
  ['Mariam', 'مريم'],
  ['Dana', 'دانة'],
  ['Yasmin', 'ياسمين'],
  ['Reem', 'ريم'],
  ['Hala', 'هالة'],
  ['Lina', 'لينا'],
  ['Amal', 'أمل'],
  ['Sara', 'سارة'],
  ['Farah', 'فرح'],
  ['Nadia', 'نادية'],
  ['Aisha', 'عائشة'],
  ['Jana', 'جنى'],
  ['Maha', 'مها'],
  ['Lama', 'لمى'],
  ['Ruba', 'ربى'],
  ['Shahd', 'شهد'],
];
const englishVoices: ReadonlyArray<readonly [name: string, gender: 'male' | 'female']> = [
  ['Emma', 'female'],
  ['James', 'male'],
  ['Olivia', 'female'],
  ['Daniel', 'male'],
  ['Grace', 'female'],
  ['Henry', 'male'],
];
/** Voices this project made (cloned or designed): the caller may favourite and delete them. */
const projectVoices: ReadonlyArray<readonly [name: string, code: string, gender: 'male' | 'female']> = [
  ['صوتي المخصص', 'ksa', 'male'],
  ['Studio Narrator', 'en', 'female'],
  ['Brand Voice — Cairo', 'egy', 'female'],
  ['راوي الكتب', 'msa', 'male'],
];
/** Voices another project shared with this one, read-only: favourite and delete are refused. */
const sharedVoices: ReadonlyArray<readonly [name: string, code: string, gender: 'male' | 'female']> = [
  ['Partner Agency — Reem', 'uae', 'female'],
  ['شريك — فارس', 'leb', 'male'],
  ['Partner Agency — Nick', 'en', 'male'],
];

export const SHARED_VOICE_PROJECT_ID = '7d3f9a52-1c4e-4b8a-9f21-5e6d7c8b9a01';

const VOICES_PER_ARABIC_DIALECT = 3;

export function seedVoices(random: SeededRandom, dialects: DialectRecord[], projectId: string): VoiceRecord[] {
  const voices: VoiceRecord[] = [];
  const byCode = new Map(dialects.map((d) => [d.languageCode, d]));
  const make = (name: string, dialect: DialectRecord, gender: 'male' | 'female', ownership: VoiceOwnership, owner: string | null): void => {
    const index = voices.length;
    voices.push({
      id: random.uuid(),
      language: dialect.language,
      name,
      tags: [gender, index % 2 === 0 ? 'conversational' : 'narrator'],
      createdAt: seedDate(index * 3, random.int(0, 600)),
      isFavourite: ownership === 'catalogue' && index % 7 === 0,
      usedInJobs: random.int(0, 250),
      usedInVoiceAgents: random.int(0, 4),
      dialectId: dialect.id,
      ownership,
      ownerProjectId: owner,
      pitch: gender === 'female' ? random.int(55, 75) : random.int(30, 50),
    });
  };

  let male = 0;
  let female = 0;
  for (const dialect of dialects) {
    if (dialect.language !== 'ar') continue;
    for (let i = 0; i < VOICES_PER_ARABIC_DIALECT; i += 1) {
      const gender = (voices.length + i) % 2 === 0 ? 'female' : 'male';
      const pool = gender === 'female' ? femaleNames : maleNames;
      const picked = pool[(gender === 'female' ? female++ : male++) % pool.length]!;
      // Every third Arabic voice carries its name in Arabic script, as the real catalogue mixes both.
      make(voices.length % 3 === 2 ? picked[1] : picked[0], dialect, gender, 'catalogue', null);
    }
  }
  const english = byCode.get('en')!;
  for (const [name, gender] of englishVoices) make(name, english, gender, 'catalogue', null);
  for (const [name, code, gender] of projectVoices) make(name, byCode.get(code)!, gender, 'project', projectId);
  for (const [name, code, gender] of sharedVoices) make(name, byCode.get(code)!, gender, 'shared', SHARED_VOICE_PROJECT_ID);
  return voices;
}
