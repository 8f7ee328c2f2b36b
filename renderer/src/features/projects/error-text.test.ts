import { beforeEach, describe, expect, it } from 'vitest';
import type { StudioError } from '../../../../shared/contract';
import { i18n, initI18n } from '../../i18n';
import { blockFailureText, projectErrorText } from './error-text';

/**
 * A failed block says what the core established about the clip (issue 33 item 3, on the Projects
 * editor): an answer that came is never "You are offline", and a clip not made says trying again is safe.
 */
const t = () => i18n.t.bind(i18n);

describe('a failed block in words', () => {
  beforeEach(() => initI18n('en'));

  it('says an unreadable answer or a service problem made no clip, so generating again is safe', () => {
    const unreadable: StudioError = { code: 'BAD_RESPONSE', message: 'x', outcome: 'notMade' };
    const server: StudioError = { code: 'SERVER', message: 'x', status: 500, outcome: 'notMade' };
    expect(projectErrorText(t(), unreadable)).toBe(
      'The service’s answer could not be read. No clip was made, so generating again is safe.',
    );
    expect(projectErrorText(t(), server)).toBe('The service had a problem. No clip was made, so generating again is safe.');
  });

  it('says a late answer (a 408) left no clip in History, never that the user is offline', () => {
    const late: StudioError = { code: 'TIMEOUT', message: 'x', status: 408, outcome: 'maybeMade' };
    expect(blockFailureText(t(), late)).toMatch(/did not answer in time, and no clip of it appeared in History/);
    expect(blockFailureText(t(), late)).not.toMatch(/offline/);
    initI18n('ar');
    expect(blockFailureText(t(), late)).not.toMatch(/غير متصل/);
    expect(blockFailureText(t(), late)).toContain('لم يظهر مقطعها في السجلّ');
  });

  it('still says offline when nothing answered', () => {
    expect(blockFailureText(t(), { code: 'NETWORK', message: 'x', outcome: 'notSent' })).toMatch(/offline/);
  });
});
