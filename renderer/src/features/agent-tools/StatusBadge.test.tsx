// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { StatusBadge } from './StatusBadge';

afterEach(cleanup);

/** §2.3 / §3.1: the six documented statuses in words; anything else as the service spelled it. */
describe('a knowledge item status', () => {
  it.each([
    ['en', 'READING_FAILURE', 'The e-book is DRM-protected.'],
    ['ar', 'PROCESSED', null],
  ] as const)('a documented status is named in %s', (language, status, reason) => {
    initI18n(language);
    render(<StatusBadge status={status} failureReason={reason} />);
    const badge = document.querySelector('.agent-badge')!;
    expect(badge.getAttribute('data-status')).toBe(status);
    expect(badge.textContent).not.toBe(status);
    if (reason) expect(screen.getByText(reason)).toBeTruthy();
  });

  it('a status the interface does not list is shown as sent, not renamed to "Processing"', () => {
    initI18n('en');
    render(<StatusBadge status="ARCHIVED" failureReason="old" />);
    const badge = document.querySelector('.agent-badge')!;
    expect(badge.textContent).toBe('ARCHIVED');
    expect(badge.getAttribute('data-tone')).toBe('unknown');
    expect(screen.queryByText('Processing')).toBeNull();
  });

  it('no status at all reads as still processing', () => {
    initI18n('en');
    render(<StatusBadge status={null} />);
    expect(document.querySelector('.agent-badge')!.textContent).toBe('Processing');
  });
});
