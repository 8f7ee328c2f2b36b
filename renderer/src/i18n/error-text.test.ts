import { beforeEach, describe, expect, it } from 'vitest';
import type { StudioError } from '../../../shared/contract';
import { errorText } from './error-text';
import { i18n, initI18n, withoutIsolates } from '.';

describe('errorText', () => {
  beforeEach(() => initI18n('en'));

  it("says the code's sentence, never the error's raw message", () => {
    const text = errorText({ code: 'NETWORK', message: 'ECONNREFUSED 127.0.0.1:9' });
    expect(text).toBe(i18n.t('errors.NETWORK'));
    expect(text).not.toContain('ECONNREFUSED');
  });

  it('uses the specific sentence the core named when the studio has words for it', () => {
    expect(errorText({ code: 'FORBIDDEN', message: 'no', messageKey: 'voices.errors.deleteForbidden' })).toBe(
      i18n.t('voices.errors.deleteForbidden'),
    );
  });

  it('falls back to the code when the named sentence is unknown, and takes a bare code', () => {
    expect(errorText({ code: 'SERVER', message: 'x', messageKey: 'no.such.key' })).toBe(i18n.t('errors.SERVER'));
    expect(errorText('TIMEOUT')).toBe(i18n.t('errors.TIMEOUT'));
  });

  it('follows the interface language', () => {
    initI18n('ar');
    expect(errorText('OFFLINE')).toBe(i18n.t('errors.OFFLINE'));
    expect(errorText('OFFLINE')).not.toBe(i18n.getFixedT('en')('errors.OFFLINE'));
  });

  it('names a refused field by the label its form shows (by full path or its last segments), in both languages', () => {
    const labels = { 'metadata.year': 'projectExport.fields.year', directory: 'projectExport.folder' };
    const refused = { code: 'VALIDATION', message: 'settings.metadata.year: bad', field: 'settings.metadata.year' } as const;
    expect(withoutIsolates(errorText(refused, labels))).toBe('“Year” was not accepted: correct that field and try again.');
    initI18n('ar');
    expect(withoutIsolates(errorText(refused, labels))).toBe('لم يُقبل «السنة»: صحّح هذا الحقل ثم حاول مرة أخرى.');
    // A field the form has no label for: the general sentence, never the path.
    expect(errorText({ code: 'VALIDATION', message: 'x', field: 'ids.3' }, labels)).toBe(i18n.t('errors.VALIDATION'));
  });

  it("lists the error's subjects in the interface language", () => {
    const refused: StudioError = {
      code: 'VALIDATION',
      message: 'x',
      messageKey: 'projectExport.errors.incomplete',
      subjects: ['One', 'Two'],
    };
    expect(withoutIsolates(errorText(refused))).toBe('The chapters One and Two are not generated yet: generate them, then export.');
    initI18n('ar');
    expect(withoutIsolates(errorText(refused))).toBe('لم يُولَّد الفصلان One وTwo بعد: ولّدهما ثم صدِّر.');
  });
});
