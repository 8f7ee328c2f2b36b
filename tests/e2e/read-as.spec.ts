import type { Locator, Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';
import { newProject as newProjectAt } from './new-project';

/**
 * Read-as in the project editor (issue 30): the block the user is in shows what will be spoken,
 * each changed span a button that explains itself (focus or hover) and offers another reading of
 * that occurrence, kept with the project for this block; "Apply to block" writes the spoken text
 * into the block. The project's switch turns read-as off, and is kept.
 */

test.setTimeout(120_000);

/** A new project in an Arabic dialect, past the first-run welcome if it shows. */
async function newProject(page: Page, dialect: string): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: /Welcome to Sawt Studio/ }), async () => {
    await page.getByRole('button', { name: /Explore with the sandbox/ }).click();
  });
  await newProjectAt(page, dialect);
}

const blockText = (page: Page): Locator => page.getByRole('textbox', { name: 'Block 1', exact: true });
const blockGroup = (page: Page): Locator => page.getByRole('group', { name: 'Block 1', exact: true });

const written = 'وصل 3 طلاب في 15/01/2025 ودفعوا 15.50 جنيه، والفائز رقم 7.';

test('read-as in a block: preview, explanations, an override kept for the block, generation and apply to block', async ({
  studioPage: page,
  web,
}) => {
  await newProject(page, 'egy');
  const editor = blockText(page);
  await editor.fill(written);

  const panel = blockGroup(page).getByRole('region', { name: 'What will be spoken' });
  const preview = panel.getByRole('group', { name: 'Spoken text' });
  await expect(preview).toContainText('الخامس عشر من يناير عام ألفين وخمسة وعشرين');
  await expect(preview).toContainText('خمسة عشر جنيهًا وخمسين قرشًا');

  // Keyboard focus explains a span (Tab goes from one span to the next); so does hovering.
  await preview.getByRole('button', { name: 'ثلاثة طلاب' }).focus();
  await page.keyboard.press('Tab');
  await expect(preview.getByRole('button', { name: 'الخامس عشر من يناير عام ألفين وخمسة وعشرين' })).toBeFocused();
  await expect(page.getByRole('tooltip')).toContainText('A date, with this dialect’s month names.');
  await preview.getByRole('button', { name: 'ثلاثة طلاب' }).hover();
  await expect(page.getByRole('tooltip')).toContainText(`Agrees with “${isolate('طلاب')}” (Masculine).`);

  // Override a number: the winner is the seventh, not seven.
  await preview.getByRole('button', { name: 'سبعة' }).click();
  const choices = panel.getByRole('group', { name: `Reading of “${isolate('7')}”` });
  await choices.getByRole('radio', { name: 'An ordinal' }).check();
  await expect(preview.getByRole('button', { name: 'السابع' })).toBeVisible();
  await choices.getByRole('button', { name: 'Done' }).click();
  // The writer's text is untouched until they apply.
  await expect(editor).toHaveValue(written);

  const spoken = (await preview.textContent())!;
  expect(spoken).toBe(
    'وصل ثلاثة طلاب في الخامس عشر من يناير عام ألفين وخمسة وعشرين ودفعوا خمسة عشر جنيهًا وخمسين قرشًا، والفائز رقم السابع.',
  );
  await blockGroup(page).getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(blockGroup(page).getByTestId('block-status')).toHaveText('Generated', { timeout: 20_000 });
  const histories = await web.sandbox.api('/v2/tts/histories?page=1&perPage=100');
  const sent = (histories.body as { data: { ttsHistories: Array<{ script: string }> } }).data.ttsHistories.map((h) => h.script);
  expect(sent).toContain(spoken);

  // The choice is the project's, for this block: it is there after a reload.
  await page.reload();
  await blockText(page).focus();
  await expect(blockGroup(page).getByRole('group', { name: 'Spoken text' })).toHaveText(spoken);

  await blockGroup(page).getByRole('button', { name: 'Apply to block' }).click();
  await expect(blockText(page)).toHaveValue(spoken);
  await expect(page.getByTestId('projects-notice')).toHaveText('Block 1 now holds the spoken text.');
});

test('read-as can be switched off for a project, and the switch is kept', async ({ studioPage: page }) => {
  await newProject(page, 'egy');
  await blockText(page).fill('لدينا 3 كتب.');
  const preview = blockGroup(page).getByRole('region', { name: 'What will be spoken' }).getByRole('group', { name: 'Spoken text' });
  await expect(preview).toContainText('ثلاثة كتب');
  const settings = page.getByTestId('project-settings');
  const toggle = settings.getByRole('button', { name: 'Voice and settings' });
  await toggle.click();
  const readAs = settings.getByRole('switch', { name: 'Read numbers, dates and money as words' });
  await readAs.click();
  await expect(readAs).not.toBeChecked();
  await expect(blockGroup(page).getByTestId('block-spoken')).toHaveCount(0);
  await page.reload();
  await expect(blockText(page)).toHaveValue('لدينا 3 كتب.');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(settings.getByRole('switch', { name: 'Read numbers, dates and money as words' })).not.toBeChecked();
  await readAs.click();
});

test('read-as in a block reads an hour after الساعة, a range after خلال or بين and a named code, and says why in English and Arabic', async ({
  studioPage: page,
}) => {
  await newProject(page, 'egy');
  await blockText(page).fill('يبدأ الساعة 10 مساءً خلال ٣-٥ أيام، بين 3-5 عروض. رمز الخصم الخاص بك هو 4471.');
  const preview = blockGroup(page).getByRole('region', { name: 'What will be spoken' }).getByRole('group', { name: 'Spoken text' });
  await expect(preview).toHaveText(
    'يبدأ الساعة العاشرة مساءً خلال ثلاثة إلى خمسة أيام، بين ثلاثة وخمسة عروض. رمز الخصم الخاص بك هو أربعة أربعة سبعة واحد.',
  );

  await preview.getByRole('button', { name: 'العاشرة مساءً' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('An hour after الساعة: a feminine ordinal, as times are told.');
  await preview.getByRole('button', { name: 'ثلاثة إلى خمسة أيام' }).hover();
  await expect(page.getByRole('tooltip')).toContainText(`A range after “${isolate('خلال')}”: … إلى …, with no second من.`);
  await preview.getByRole('button', { name: 'ثلاثة وخمسة' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('A range after بين: … و ….');
  await preview.getByRole('button', { name: 'أربعة أربعة سبعة واحد' }).hover();
  await expect(page.getByRole('tooltip')).toContainText(`A code after “${isolate('رمز')}”: digit by digit.`);

  await page.getByTestId('language-switch').click();
  const arabicPreview = page
    .getByRole('group', { name: 'الفقرة 1', exact: true })
    .getByRole('region', { name: 'ما سيُنطق' })
    .getByRole('group', { name: 'النص المنطوق' });
  await arabicPreview.getByRole('button', { name: 'العاشرة مساءً' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('ساعة بعد «الساعة»: عدد ترتيبي مؤنث كما تُذكر الأوقات.');
  await arabicPreview.getByRole('button', { name: 'ثلاثة إلى خمسة أيام' }).focus();
  await expect(page.getByRole('tooltip')).toContainText(`مدى بعد «${isolate('خلال')}»: … إلى … بلا «من» ثانية.`);
  await arabicPreview.getByRole('button', { name: 'ثلاثة وخمسة' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('مدى بعد «بين»: … و ….');
  await page.getByTestId('language-switch').click();
});
