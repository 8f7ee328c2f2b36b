// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookExportReport } from '../../../../shared/model/deliverables';
import { applyLanguage } from '../../app/language';
import { initI18n, type Language } from '../../i18n';
import { ExportReportTable } from './ExportReportTable';

// The export report's table scrolls sideways in a narrow dialog: a keyboard user must be able to
// reach the scroll box (axe's scrollable-region-focusable, flagged after an export in web mode),
// and a chapter's misses are listed in the interface language's own words and separators.

const report: BookExportReport = {
  preset: 'acx',
  durationMs: 60_000,
  missedChapters: 1,
  measuredOn: 'chapterFiles',
  chapters: [
    {
      title: 'Chapter 1',
      startMs: 0,
      durationMs: 60_000,
      measures: { lufs: -12, truePeakDb: -1, rmsDb: -14, peakDb: -1, noiseFloorDb: -50 },
      misses: ['rms', 'peak'],
    },
  ],
};

function shown(language: Language) {
  initI18n(language);
  applyLanguage(language);
  render(<ExportReportTable report={report} />);
}

afterEach(cleanup);

describe('the export report table', () => {
  it('English: its scroll box is a keyboard stop named by the report, and the misses are listed in English', () => {
    shown('en');
    const box = screen.getByRole('group', { name: 'Levels of each chapter' });
    expect(box.tabIndex).toBe(0);
    expect(within(box).getByRole('table')).toBeTruthy();
    const row = within(box).getByRole('rowheader', { name: 'Chapter 1' }).closest('tr')!;
    expect(row.textContent).toContain('RMS out of range and peak too high');
  });

  it('Arabic: the same box by its Arabic name, the misses joined in Arabic', () => {
    shown('ar');
    const box = screen.getByRole('group', { name: 'مستويات كل فصل' });
    expect(box.tabIndex).toBe(0);
    const row = within(box).getByRole('rowheader', { name: 'Chapter 1' }).closest('tr')!;
    expect(row.textContent).toContain('RMS خارج النطاق والذروة عالية');
  });
});
