/**
 * A seeded corpus of history scripts shaped like real ones, for the search equivalence test and
 * the bench: mostly Arabic (Modern Standard and dialect words, written with and without
 * diacritics, with the alef, taa marbuta and seated-hamza spellings people actually vary), some
 * English, some mixed; lengths from one line to a few paragraphs. Deterministic for a given seed.
 * Every script carries "رقم" and its index, so "a word in every row" and unique words exist.
 */

/** Each inner list is one word as people write it (first spelling the most common). */
const arabicWords: readonly (readonly string[])[] = [
  ['مسؤول', 'مسئول'],
  ['سؤال', 'سؤال'],
  ['رئيس', 'رئيس'],
  ['مؤتمر'],
  ['قراءة', 'قراءه'],
  ['جزء'],
  ['شيء'],
  ['أحمد', 'احمد', 'أَحْمَد'],
  ['إلى', 'الى'],
  ['المدرسة', 'المدرسه', 'المَدْرَسَة'],
  ['مستشفى', 'مستشفي'],
  ['الكتاب', 'الكِتَاب'],
  ['القاهرة', 'القاهره'],
  ['الجامعة', 'الجامعه'],
  ['جميل', 'جَمِيل'],
  ['صوت'],
  ['الطقس', 'الطَّقْس'],
  ['اليوم'],
  ['في'],
  ['من'],
  ['على'],
  ['عن'],
  ['مع'],
  ['هذا'],
  ['هذه'],
  ['الذي'],
  ['التي'],
  ['كان'],
  ['قال'],
  ['بعد'],
  ['قبل'],
  ['عند'],
  ['كل'],
  ['بين'],
  ['حتى'],
  ['لكن'],
  ['أيضا', 'أيضاً'],
  ['الحكومة'],
  ['الشركة'],
  ['العمل'],
  ['الناس'],
  ['المدينة'],
  ['الأخبار', 'الاخبار'],
  ['الرياضة'],
  ['الاقتصاد'],
  ['السوق'],
  ['الأسعار', 'الاسعار'],
  ['التعليم'],
  ['الصحة'],
  ['الطلاب'],
  ['المعلم'],
  ['الحديقة'],
  ['السيارة'],
  ['الطريق'],
  ['البيت'],
  ['العائلة'],
  ['الأطفال', 'الاطفال'],
  ['الصباح'],
  ['المساء'],
  ['الليل'],
  ['الشمس'],
  ['البحر'],
  ['النهر'],
  ['الجبل'],
  ['مرحبا', 'مَرْحَبًا'],
  ['شكرا', 'شكراً'],
  ['إزيك'],
  ['عايز'],
  ['كده'],
  ['دلوقتي'],
  ['وايد'],
  ['زين'],
  ['شلونك'],
  ['يلا'],
  ['خلاص'],
  ['برشا'],
  ['الإعلان', 'الاعلان'],
  ['المنتج'],
  ['العرض'],
  ['الخصم'],
  ['اتصل'],
  ['الآن', 'الان'],
  ['مجانا', 'مجاناً'],
  ['الحلقة'],
  ['البودكاست'],
  ['القصة'],
  ['الفصل'],
  ['الرواية'],
  ['الشاعر'],
  ['القصيدة'],
  ['الدرس'],
  ['مؤسسة'],
  ['مسؤولية', 'مسئولية'],
  ['بيئة'],
  ['هيئة'],
  ['فئة'],
  ['رؤية'],
  ['مئة', 'مائة'],
  ['يؤدي'],
];

const englishWords = [
  'the',
  'quick',
  'brown',
  'fox',
  'reads',
  'an',
  'english',
  'script',
  'welcome',
  'to',
  'our',
  'studio',
  'today',
  'we',
  'talk',
  'about',
  'weather',
  'market',
  'prices',
  'school',
  'students',
  'teacher',
  'story',
  'chapter',
  'episode',
  'podcast',
  'offer',
  'discount',
  'call',
  'now',
  'free',
  'delivery',
  'city',
  'news',
  'sports',
  'health',
  'family',
  'morning',
  'evening',
  'voice',
  'sound',
  'clear',
  'speech',
  'please',
  'thank',
  'you',
  'and',
  'of',
  'in',
  'is',
  'it',
  'for',
  'with',
  'this',
  'that',
  'from',
  'by',
  'on',
  'at',
  'be',
];

/** A small deterministic PRNG (mulberry32): the same seed gives the same corpus on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/** Skewed towards the start of the list, as word frequencies are. */
const pickCommon = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * random() * list.length)]!;

function sentence(random: () => number, english: boolean): string {
  const length = 4 + Math.floor(random() * 12);
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    words.push(english ? pickCommon(random, englishWords) : pick(random, pickCommon(random, arabicWords)));
  }
  return words.join(' ') + (english ? '.' : pick(random, ['.', '،', '؟', '!']));
}

/** One script: 1–8 sentences (a line to a few paragraphs), ~80% Arabic, ~12% English, the rest mixed. */
export function corpusScript(index: number, random: () => number): string {
  const kind = random();
  const sentences = 1 + Math.floor(random() * random() * 8);
  const parts: string[] = [];
  for (let i = 0; i < sentences; i++) parts.push(sentence(random, kind > 0.88 || (kind > 0.8 && i % 2 === 1)));
  return `${parts.join(' ')} رقم ${index}`;
}

/** `count` scripts from `seed`, index 0 first. */
export function corpusScripts(count: number, seed = 20): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => corpusScript(i, random));
}

/**
 * The realistic query mix: Arabic words with and without diacritics and with either seated-hamza
 * spelling, English words, 1–2 letter queries, two-word queries, a word in every row ("رقم"),
 * words in no row, and a rare one (a single entry's number).
 */
export function searchMix(size: number): string[] {
  return [
    'مسؤول',
    'مسئول',
    'أحمد',
    'احمد',
    'أَحْمَد',
    'المدرسة',
    'المَدْرَسَة',
    'مستشفى',
    'القاهره',
    'رئيس',
    'بيئة',
    'brown',
    'podcast',
    'Discount',
    'ال',
    'في',
    'ب',
    'a',
    'zq',
    'رقم',
    'الطقس جميل',
    'school students',
    'كلمةغيرموجودة',
    'xylophone',
    `رقم ${Math.floor(size / 2)}`,
    String(size - 7),
    'يلا خلاص',
    'ؤ',
  ];
}
