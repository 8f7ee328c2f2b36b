import type { DialectSummary, VoiceCard } from '../../../../shared/model/voices';
import type { Language } from '../../i18n/language';

export const dialectName = (dialect: DialectSummary | undefined, language: Language) =>
  dialect ? (language === 'ar' && dialect.nameAr ? dialect.nameAr : dialect.name) : '';

/** Every voice as options grouped by dialect (a select's optgroups), dialects in their list order. */
export function VoiceOptions({ voices, dialects, language }: { voices: VoiceCard[]; dialects: DialectSummary[]; language: Language }) {
  const groups = dialects
    .map((dialect) => ({ dialect, voices: voices.filter((v) => v.dialectCode === dialect.code) }))
    .filter((group) => group.voices.length > 0);
  const loose = voices.filter((v) => !dialects.some((d) => d.code === v.dialectCode));
  return (
    <>
      {groups.map(({ dialect, voices: ofDialect }) => (
        <optgroup key={dialect.code} label={dialectName(dialect, language)}>
          {ofDialect.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </optgroup>
      ))}
      {loose.map((v) => (
        <option key={v.id} value={v.id}>
          {v.name}
        </option>
      ))}
    </>
  );
}
