import type { DialectRecord } from '../state/types';
import type { SeededRandom } from './rng';

/** The 15 dialect codes the service uses (docs/service-api.md, "Dialect"), with English and Arabic names. */
const dialectNames: ReadonlyArray<readonly [code: string, english: string, arabic: string]> = [
  ['pls', 'Palestinian', 'فلسطيني'],
  ['egy', 'Egyptian', 'مصري'],
  ['syr', 'Syrian', 'سوري'],
  ['irq', 'Iraqi', 'عراقي'],
  ['jor', 'Jordanian', 'أردني'],
  ['leb', 'Lebanese', 'لبناني'],
  ['ksa', 'Saudi', 'سعودي'],
  ['uae', 'Emirati', 'إماراتي'],
  ['bah', 'Bahraini', 'بحريني'],
  ['qat', 'Qatari', 'قطري'],
  ['kuw', 'Kuwaiti', 'كويتي'],
  ['oma', 'Omani', 'عماني'],
  ['msa', 'Modern Standard Arabic', 'العربية الفصحى'],
  ['ar-sa', 'Arabic (Saudi Arabia)', 'العربية (السعودية)'],
  ['en', 'English', 'الإنجليزية'],
];

export function seedDialects(random: SeededRandom): DialectRecord[] {
  return dialectNames.map(([code, english, arabic]) => ({
    id: random.uuid(),
    name: english,
    nameAr: arabic,
    language: code === 'en' ? 'en' : 'ar',
    languageCode: code,
  }));
}
