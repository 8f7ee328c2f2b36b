import { expect, test } from './fixtures';
import { newProject } from './new-project';

/**
 * Issue 33 item 3 on the Projects editor (moved from the Script screen's generation-outcomes
 * spec): a block the queue could not generate says what the core established (was a clip made,
 * what to do), in English and Arabic, never "You are offline" for an answer that came. The queue
 * itself tries an unreadable answer again (job-policy.ts), so the block fails only when every try
 * was unreadable. A 408 (the clip may still be in the making) is settled by the queue looking in
 * History before anything is sent again (tests/integration/projects/queue-unanswered.test.ts);
 * the block fails on it only minutes later, and its words are checked in error-text.test.ts.
 */
test.use({ historyOwner: 'projects-generation-outcomes' });
test.setTimeout(90_000);
test.afterEach(({ web }) => web.sandbox.faults.reset());

const cases = [
  {
    locale: 'en-US',
    language: 'en',
    block: 'Block 1',
    notMade: 'The service’s answer could not be read. No clip was made, so generating again is safe.',
  },
  {
    locale: 'ar',
    language: 'ar',
    block: 'الفقرة 1',
    notMade: 'تعذّرت قراءة ردّ الخدمة. لم يُصنع أي مقطع، فإعادة التوليد آمنة.',
  },
] as const;

for (const c of cases) {
  test(`(${c.locale}) a block whose every answer was garbled says no clip was made and generating again is safe`, async ({
    openStudio,
    web,
  }) => {
    const page = await openStudio(c.locale);
    await newProject(page, 'en', c.language);
    const field = page.getByRole('textbox', { name: c.block, exact: true });
    await field.fill(`A request whose answer is garbled, in ${c.locale}.`);
    // Every try the queue makes (three) gets an answer it cannot read.
    web.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'malformed', times: 3 }] });
    await field.press('Control+Enter');
    const status = page.getByRole('group', { name: c.block, exact: true }).getByTestId('block-status');
    await expect(status).toContainText(c.notMade, { timeout: 30_000 });
    await expect(status).not.toContainText(/offline|غير متصل/);
  });
}
