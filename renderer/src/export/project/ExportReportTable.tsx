import { useTranslation } from 'react-i18next';
import type { BookExportReport, ChapterMeasures } from '../../../../shared/model/deliverables';
import { intlLocale } from '../../i18n';

/**
 * The export report: each chapter's start in the book and its levels as written, with the
 * preset's misses said in words per chapter (never only by colour). Without a preset it still
 * shows where each chapter starts and how loud it is. The table scrolls sideways in a narrow
 * dialog, so its box is a keyboard stop (arrow keys scroll it) named by the report's heading.
 */

const measureColumns: ReadonlyArray<keyof ChapterMeasures> = ['lufs', 'truePeakDb', 'rmsDb', 'peakDb', 'noiseFloorDb'];
/** A start in the book as a timecode (h:mm:ss.mmm), the way players show chapter marks. */
function timecode(ms: number): string {
  const total = Math.round(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3_600_000)}:${two(Math.floor(total / 60_000) % 60)}:${two(Math.floor(total / 1000) % 60)}.${String(total % 1000).padStart(3, '0')}`;
}

const headings = { lufs: 'lufs', truePeakDb: 'truePeak', rmsDb: 'rms', peakDb: 'peak', noiseFloorDb: 'noiseFloor' } as const;

export function ExportReportTable({ report }: { report: BookExportReport }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(intlLocale(i18n.language), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const list = new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' });
  const judged = report.preset !== 'none';
  return (
    <section className="export-report" aria-labelledby="project-export-report">
      <h3 id="project-export-report">{t('projectExport.report.title')}</h3>
      {report.missedChapters > 0 && (
        <p className="export-status" data-tone="error">
          {t('projectExport.report.missed', { count: report.missedChapters })}
        </p>
      )}
      <div className="export-report-scroll" role="group" tabIndex={0} aria-labelledby="project-export-report">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('projectExport.report.chapter')}</th>
              <th scope="col">{t('projectExport.report.start')}</th>
              {measureColumns.map((column) => (
                <th key={column} scope="col">
                  {t(`projectExport.report.${headings[column]}`)}
                </th>
              ))}
              {judged && <th scope="col">{t('projectExport.report.result')}</th>}
            </tr>
          </thead>
          <tbody>
            {report.chapters.map((chapter, index) => (
              <tr key={index} data-missed={chapter.misses.length > 0 || undefined}>
                <th scope="row" dir="auto">
                  {chapter.title}
                </th>
                <td dir="ltr">{timecode(chapter.startMs)}</td>
                {measureColumns.map((column) => {
                  const value = chapter.measures[column];
                  return <td key={column}>{value === null ? t('projectExport.report.silent') : number.format(value)}</td>;
                })}
                {judged && (
                  <td>
                    {chapter.misses.length === 0
                      ? t('projectExport.report.meets')
                      : list.format(chapter.misses.map((miss) => t(`projectExport.report.misses.${miss}`)))}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
