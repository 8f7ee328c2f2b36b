import type { Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';

/** Opens the script section on an Arabic dialect and waits for a voice. */
async function openEditor(page: Page, dialect: string): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: /Welcome to Sawt Studio/ }), async () => {
    await page.getByRole('button', { name: /Explore with the sandbox/ }).click();
  });
  await page.getByRole('navigation').getByRole('button', { name: 'Script' }).click();
  await expect(page.getByRole('textbox', { name: 'Script text' })).toBeEnabled();
  await page.getByRole('combobox', { name: 'Dialect' }).selectOption(dialect);
  await expect(page.getByRole('combobox', { name: 'Voice' })).not.toHaveValue('');
}

const written = 'وصل 3 طلاب في 15/01/2025 ودفعوا 15.50 جنيه، والفائز رقم 7.';

test('read-as: preview, explanations, an override, generation and apply to script', async ({ studioPage: page, web }) => {
  await openEditor(page, 'egy');
  const editor = page.getByRole('textbox', { name: 'Script text' });
  await editor.fill(written);

  const panel = page.getByRole('region', { name: 'What will be spoken' });
  const preview = panel.getByRole('group', { name: 'Spoken text' });
  await expect(preview).toContainText('الخامس عشر من يناير عام ألفين وخمسة وعشرين');
  await expect(preview).toContainText('خمسة عشر جنيهًا وخمسين قرشًا');

  // Keyboard focus explains a span (moving from one span to the next); so does hovering.
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
  // The user's text is untouched until they apply.
  await expect(editor).toHaveValue(written);

  const spoken = (await preview.textContent())!;
  expect(spoken).toBe(
    'وصل ثلاثة طلاب في الخامس عشر من يناير عام ألفين وخمسة وعشرين ودفعوا خمسة عشر جنيهًا وخمسين قرشًا، والفائز رقم السابع.',
  );
  await page.getByRole('button', { name: /Generate speech/ }).click();
  await expect(page.getByTestId('generation-result')).toBeVisible({ timeout: 15_000 });
  const histories = await web.sandbox.api('/v2/tts/histories?page=1&perPage=100');
  const sent = (histories.body as { data: { ttsHistories: Array<{ script: string }> } }).data.ttsHistories.map((h) => h.script);
  expect(sent).toContain(spoken);

  await panel.getByRole('button', { name: 'Apply to script' }).click();
  await expect(editor).toHaveValue(spoken);
  await expect(panel.getByRole('status')).toHaveText('The script now holds the spoken text.');
});

test('read-as can be switched off for a script, and the switch is kept with the draft', async ({ studioPage: page }) => {
  await openEditor(page, 'egy');
  await page.getByRole('textbox', { name: 'Script text' }).fill('لدينا 3 كتب.');
  const panel = page.getByRole('region', { name: 'What will be spoken' });
  await expect(panel.getByRole('group', { name: 'Spoken text' })).toContainText('ثلاثة كتب');
  await panel.getByRole('switch', { name: 'Read numbers, dates and money as words' }).click();
  await expect(panel).toContainText('Read-as is off for this script: it is sent exactly as written.');
  await expect(panel.getByRole('group', { name: 'Spoken text' })).toHaveCount(0);
  await page.reload();
  await page.getByRole('navigation').getByRole('button', { name: 'Script' }).click();
  await expect(
    page.getByRole('region', { name: 'What will be spoken' }).getByRole('switch', { name: 'Read numbers, dates and money as words' }),
  ).not.toBeChecked();
});

test('read-as reads an hour after الساعة, a range after خلال or بين and a named code, and says why in English and Arabic', async ({
  studioPage: page,
}) => {
  await openEditor(page, 'egy');
  // A draft of its own: read-as is on for a new draft whatever an earlier test switched off.
  const drafts = page.getByRole('combobox', { name: 'Draft' });
  const earlier = await drafts.inputValue();
  await page.getByRole('button', { name: 'New draft' }).click();
  await expect(drafts).not.toHaveValue(earlier);
  await page.getByRole('combobox', { name: 'Dialect' }).selectOption('egy');
  await expect(page.getByRole('combobox', { name: 'Voice' })).not.toHaveValue('');
  await page
    .getByRole('textbox', { name: 'Script text' })
    .fill('يبدأ الساعة 10 مساءً خلال ٣-٥ أيام، بين 3-5 عروض. رمز الخصم الخاص بك هو 4471.');
  const panel = page.getByRole('region', { name: 'What will be spoken' });
  const preview = panel.getByRole('group', { name: 'Spoken text' });
  await expect(preview).toHaveText(
    'يبدأ الساعة العاشرة مساءً خلال ثلاثة إلى خمسة أيام، بين ثلاثة وخمسة عروض. رمز الخصم الخاص بك هو أربعة أربعة سبعة واحد.',
  );

  const hour = preview.getByRole('button', { name: 'العاشرة مساءً' });
  await hour.hover();
  await expect(page.getByRole('tooltip')).toContainText('An hour after الساعة: a feminine ordinal, as times are told.');
  await preview.getByRole('button', { name: 'ثلاثة إلى خمسة أيام' }).hover();
  await expect(page.getByRole('tooltip')).toContainText(`A range after “${isolate('خلال')}”: … إلى …, with no second من.`);
  await preview.getByRole('button', { name: 'ثلاثة وخمسة' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('A range after بين: … و ….');
  await preview.getByRole('button', { name: 'أربعة أربعة سبعة واحد' }).hover();
  await expect(page.getByRole('tooltip')).toContainText(`A code after “${isolate('رمز')}”: digit by digit.`);

  await page.getByTestId('language-switch').click();
  const arabicPreview = page.getByRole('region', { name: 'ما سيُنطق' }).getByRole('group', { name: 'النص المنطوق' });
  await arabicPreview.getByRole('button', { name: 'العاشرة مساءً' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('ساعة بعد «الساعة»: عدد ترتيبي مؤنث كما تُذكر الأوقات.');
  await arabicPreview.getByRole('button', { name: 'ثلاثة إلى خمسة أيام' }).hover();
  await expect(page.getByRole('tooltip')).toContainText(`مدى بعد «${isolate('خلال')}»: … إلى … بلا «من» ثانية.`);
  await arabicPreview.getByRole('button', { name: 'ثلاثة وخمسة' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('مدى بعد «بين»: … و ….');
});
