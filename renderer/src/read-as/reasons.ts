import type { TFunction } from 'i18next';
import type { ReadAsReason } from '../../../shared/read-as';

const parts = ['day', 'month', 'year', 'hour', 'minute'] as const;
const isPart = (value: string | undefined): value is (typeof parts)[number] => (parts as readonly (string | undefined)[]).includes(value);

/**
 * One reason in the reader's language. Values that are themselves words of the interface (a
 * gender, a case, the part of a date) are translated; the rest (a noun, a currency code) are shown
 * as the engine gives them.
 */
export function reasonText(t: TFunction, reason: ReadAsReason): string {
  const v = reason.values ?? {};
  const gender = v.gender === 'm' || v.gender === 'f' ? t(`readAs.gender.${v.gender}`) : '';
  const grammaticalCase = v.case === 'nom' || v.case === 'obl' ? t(`readAs.case.${v.case}`) : '';
  const part = isPart(v.part) ? t(`readAs.part.${v.part}`) : '';
  const values = {
    noun: v.noun ?? '',
    word: v.word ?? '',
    currency: v.currency ?? '',
    subunit: v.subunit ?? '',
    per: v.per ?? '',
    period: v.period ?? '',
    digits: v.digits ?? '',
    code: v.code ?? '',
    max: v.max ?? '',
    entry: v.written ?? '',
    spoken: v.spoken ?? '',
    lexicon: v.lexicon ?? '',
    attached: v.attached ?? '',
    gender,
    case: grammaticalCase,
    part,
  };
  return t(`readAs.reasons.${reason.code}`, values);
}
