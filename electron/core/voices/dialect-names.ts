/**
 * Arabic names of the service's dialect codes. The service sends only an English name, so the
 * studio keeps its own; an unknown code shows its English name in both languages.
 */
const arabicNames: Readonly<Record<string, string>> = {
  pls: 'فلسطينية',
  egy: 'مصرية',
  syr: 'سورية',
  irq: 'عراقية',
  jor: 'أردنية',
  leb: 'لبنانية',
  ksa: 'سعودية',
  uae: 'إماراتية',
  bah: 'بحرينية',
  qat: 'قطرية',
  kuw: 'كويتية',
  oma: 'عُمانية',
  msa: 'العربية الفصحى',
  'ar-sa': 'العربية (السعودية)',
  en: 'الإنجليزية',
};

export function arabicDialectName(code: string): string | null {
  return arabicNames[code.toLowerCase()] ?? null;
}
