import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAs, readAsRules, type ReadAsOptions, type ReadAsRule } from '../../../shared/read-as';
import { findersToRun } from '../../../shared/read-as/read-as';

const options = (patch: Partial<ReadAsOptions> = {}): ReadAsOptions => ({
  enabled: true,
  rules: {},
  overrides: {},
  dialect: 'msa',
  ...patch,
});

describe('read-as overrides', () => {
  it('reads a number as an ordinal, in either gender, when the user says so', () => {
    expect(readAs('رقم 3', options({ overrides: { '3#0': { form: 'ordinal' } } })).text).toBe('رقم الثالث');
    expect(readAs('رقم 3', options({ overrides: { '3#0': { form: 'ordinal', gender: 'f' } } })).text).toBe('رقم الثالثة');
  });

  it('changes the gender and the case of a number', () => {
    expect(readAs('لدينا 3', options({ overrides: { '3#0': { gender: 'f' } } })).text).toBe('لدينا ثلاث');
    expect(readAs('لدينا 20', options({ overrides: { '20#0': { case: 'obl' } } })).text).toBe('لدينا عشرين');
    expect(readAs('في 22', options({ overrides: { '22#0': { case: 'nom' } } })).text).toBe('في اثنان وعشرون');
  });

  it('reads digit by digit, or keeps the span as written, when chosen', () => {
    expect(readAs('الرقم 2025', options({ overrides: { '2025#0': { form: 'digits' } } })).text).toBe('الرقم اثنان صفر اثنان خمسة');
    const kept = readAs('لدينا 3 كتب', options({ overrides: { '3 كتب#0': { form: 'keep' } } }));
    expect(kept.text).toBe('لدينا 3 كتب');
    expect(kept.spans[0]).toMatchObject({ status: 'kept', applied: { form: 'keep' } });
  });

  it('refuses an ordinal that has no settled form, leaving the number marked', () => {
    const result = readAs('رقم 125', options({ overrides: { '125#0': { form: 'ordinal' } } }));
    expect(result.text).toBe('رقم 125');
    expect(result.spans[0]).toMatchObject({ status: 'untouched', reasons: [{ code: 'bad-ordinal' }] });
  });

  it('keys each occurrence of the same text apart, so one override changes one span', () => {
    const result = readAs('لدينا 3 ثم 3', options({ overrides: { '3#1': { gender: 'f' } } }));
    expect(result.text).toBe('لدينا ثلاثة ثم ثلاث');
    expect(result.spans.map((s) => s.key)).toEqual(['3#0', '3#1']);
  });

  it('offers the axes that matter for each kind of span', () => {
    const { spans } = readAs('لدينا 3 و15/1/2025 و10:30 و$5', options());
    expect(spans.map((s) => [s.rule, s.axes])).toEqual([
      ['numbers', ['form', 'gender', 'case']],
      ['dates', ['form', 'calendar']],
      ['times', ['form']],
      ['money', ['case']],
    ]);
  });
});

describe('read-as switches', () => {
  it('sends the script unchanged when read-as is off for it', () => {
    expect(readAs('لدينا 3 كتب في 15/1/2025', options({ enabled: false }))).toEqual({ text: 'لدينا 3 كتب في 15/1/2025', spans: [] });
  });

  it('leaves a switched-off rule’s spans whole: a date is not read as three numbers', () => {
    expect(readAs('في 15/1/2025 ثم 3 كتب', options({ rules: { dates: false } })).text).toBe('في 15/1/2025 ثم ثلاثة كتب');
    expect(readAs('السعر 5 ريال', options({ rules: { money: false } })).text).toBe('السعر 5 ريال');
  });

  it('skips a switched-off rule’s finder entirely when no rule after it is on', () => {
    const running = (off: readonly ReadAsRule[]) =>
      findersToRun(Object.fromEntries(readAsRules.map((rule) => [rule, !off.includes(rule)])) as Record<ReadAsRule, boolean>).map(
        (finder) => finder.rule,
      );
    expect(running(['numbers', 'money', 'dates', 'times', 'phones'])).toEqual(['web']);
    expect(running([...readAsRules])).toEqual([]);
    expect(running(['numbers'])).toEqual(['web', 'dates', 'times', 'phones', 'money']);
    // Phones switched off still claims its digits while numbers are read, or +966 would be a number.
    expect(running(['phones'])).toEqual(['web', 'dates', 'times', 'phones', 'money', 'numbers', 'numbers']);
    expect(readAs('اتصل +966 50 123 4567', options({ rules: { phones: false } })).text).toBe('اتصل +966 50 123 4567');
  });

  it('switches a rule on for a dialect whose default has it off', () => {
    expect(readAs('الصفحة 3', options({ dialect: 'en', rules: { numbers: true } })).text).toBe('الصفحة الثالثة');
  });
});

describe('read-as never throws and never loses text', () => {
  const alphabet = fc.constantFrom(
    ...'0123456789٠١٢٣٤٥٦٧٨٩.,:/-%$€﷼ @_+\nرياليومسنةفيمنعامهـصمABCXYZcomwww'.split(''),
    ' ريال',
    ' سنوات',
    ' يناير',
    ' SAR',
    'www.',
    '.com',
  );
  const script = fc.array(alphabet, { maxLength: 80 }).map((parts) => parts.join(''));
  const dialect = fc.constantFrom('msa', 'egy', 'ksa', 'syr', 'kuw', 'en', 'xx', null);

  it('answers any text with spans in order, inside the text, that splice back into the spoken text', () => {
    fc.assert(
      fc.property(script, dialect, (text, code) => {
        const result = readAs(text, options({ dialect: code }));
        let at = 0;
        for (const span of result.spans) {
          expect(span.start).toBeGreaterThanOrEqual(at);
          expect(text.slice(span.start, span.end)).toBe(span.source);
          expect(result.text.slice(span.at, span.at + span.spoken.length)).toBe(span.spoken);
          at = span.end;
        }
        const withoutSpaces = (s: string) => s.replace(/\s/gu, '');
        const spliced = result.spans.reduceRight((out, span) => out.slice(0, span.start) + span.spoken + out.slice(span.end), text);
        expect(withoutSpaces(result.text)).toBe(withoutSpaces(spliced));
      }),
      { numRuns: 400 },
    );
  });
});
