/** The tashkeel palette's words in both languages, mounted at `tashkeel` (every editor has it). */
export const tashkeelEn = {
  legend: 'Tashkeel (Arabic diacritics)',
  note: 'Select letters, then choose a mark to put on each of them. Nothing is added automatically: the studio has no diacritisation model.',
  fatha: 'Fatha',
  damma: 'Damma',
  kasra: 'Kasra',
  sukun: 'Sukun',
  shadda: 'Shadda',
  fathatan: 'Tanween fath',
  dammatan: 'Tanween damm',
  kasratan: 'Tanween kasr',
  stripSelection: 'Remove marks from selection',
  stripAll: 'Remove all marks',
  noSelection: 'Select some Arabic letters first.',
};

export const tashkeelAr: typeof tashkeelEn = {
  legend: 'التشكيل',
  note: 'حدّد الحروف ثم اختر علامة لتوضع على كل حرف منها. لا يُضاف شيء تلقائيًّا، فليس في الاستوديو نموذج للتشكيل الآلي.',
  fatha: 'فتحة',
  damma: 'ضمة',
  kasra: 'كسرة',
  sukun: 'سكون',
  shadda: 'شدّة',
  fathatan: 'تنوين فتح',
  dammatan: 'تنوين ضم',
  kasratan: 'تنوين كسر',
  stripSelection: 'إزالة التشكيل من المحدَّد',
  stripAll: 'إزالة التشكيل كله',
  noSelection: 'حدّد بعض الحروف العربية أولًا.',
};
