import { feminineNoun, masculineNoun, type CountedNoun } from './counted-noun';

/**
 * Nouns often counted in scripts, so a number before them takes their gender and they take the
 * form the number requires ("3 سنة" → ثلاث سنوات, "20 يوم" → عشرون يومًا). Any of a noun's written
 * forms finds it. Nouns not listed keep their spelling; their gender is guessed from the ending.
 */
const nouns: readonly CountedNoun[] = [
  masculineNoun('يوم', 'أيام'),
  masculineNoun('أسبوع', 'أسابيع'),
  masculineNoun('شهر', 'أشهر'),
  masculineNoun('عام', 'أعوام'),
  feminineNoun('سنة', 'سنوات'),
  feminineNoun('ساعة', 'ساعات'),
  feminineNoun('دقيقة', 'دقائق'),
  feminineNoun('ثانية', 'ثوان'),
  feminineNoun('مرة', 'مرات'),
  feminineNoun('ليلة', 'ليال'),
  feminineNoun('درجة', 'درجات'),
  masculineNoun('كتاب', 'كتب'),
  masculineNoun('طالب', 'طلاب'),
  feminineNoun('طالبة', 'طالبات'),
  masculineNoun('شخص', 'أشخاص'),
  masculineNoun('رجل', 'رجال'),
  { gender: 'f', singular: 'امرأة', dual: ['امرأتان', 'امرأتين'], plural: 'نساء', accusative: 'امرأة' },
  masculineNoun('طفل', 'أطفال'),
  feminineNoun('سيارة', 'سيارات'),
  masculineNoun('كيلومتر', 'كيلومترات'),
  masculineNoun('متر', 'أمتار'),
  masculineNoun('كيلوغرام', 'كيلوغرامات'),
  masculineNoun('غرام', 'غرامات'),
  masculineNoun('لتر', 'لترات'),
  feminineNoun('صفحة', 'صفحات'),
  masculineNoun('فصل', 'فصول'),
  masculineNoun('درس', 'دروس'),
  masculineNoun('سؤال', 'أسئلة'),
  masculineNoun('موظف', 'موظفين'),
  feminineNoun('موظفة', 'موظفات'),
  feminineNoun('مدينة', 'مدن'),
  feminineNoun('دولة', 'دول'),
  masculineNoun('بلد', 'بلدان'),
  feminineNoun('قطعة', 'قطع'),
  feminineNoun('نقطة', 'نقاط'),
  feminineNoun('كلمة', 'كلمات'),
  masculineNoun('حرف', 'حروف'),
  masculineNoun('مشارك', 'مشاركين'),
  feminineNoun('غرفة', 'غرف'),
  masculineNoun('باب', 'أبواب'),
  feminineNoun('لغة', 'لغات'),
  masculineNoun('مقعد', 'مقاعد'),
  feminineNoun('حلقة', 'حلقات'),
  masculineNoun('جزء', 'أجزاء', 'جزءًا'),
  masculineNoun('قرن', 'قرون'),
  masculineNoun('طابق', 'طوابق'),
  feminineNoun('جائزة', 'جوائز'),
  masculineNoun('هدف', 'أهداف'),
  masculineNoun('لاعب', 'لاعبين'),
  feminineNoun('رسالة', 'رسائل'),
  masculineNoun('منتج', 'منتجات'),
];

const byForm = new Map<string, CountedNoun>();
for (const noun of nouns) {
  const forms = [noun.singular, noun.plural, noun.accusative, noun.accusative.replace(/ً/u, ''), ...(noun.dual ?? [])];
  for (const form of forms) if (!byForm.has(form)) byForm.set(form, noun);
}

export function findCountedNoun(word: string): CountedNoun | null {
  return byForm.get(word) ?? null;
}
