import type { Page } from '@playwright/test';
import type { ProjectList } from '../../shared/model/projects';
import { contract } from '../helpers/project-e2e';
import { expect, isolate, test } from './fixtures';

/** The first-run welcome (once per data directory): explore with the sandbox. */
async function dismissWelcome(page: Page, waitMs: number): Promise<void> {
  const sandbox = page.getByTestId('welcome-sandbox');
  const shown = await sandbox.waitFor({ timeout: waitMs }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await sandbox.click();
    await expect(sandbox).toBeHidden();
  }
}

/** Opens the Voices section and waits until the catalogue has arrived from the sandbox. */
async function openVoices(page: Page, welcomeWaitMs = 300): Promise<void> {
  await dismissWelcome(page, welcomeWaitMs);
  await page.locator('nav [data-section="voices"]').click();
  await expect(page.getByTestId('voices-count')).toHaveText(/\d+ voices/, { timeout: 15_000 });
}

const card = (page: Page, name: string) => page.getByTestId('voice-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const search = (page: Page) => page.getByLabel('Search by name');

test.describe.configure({ mode: 'serial' });

test.describe('the voices browser', () => {
  test('browses the catalogue and filters by dialect and tags', async ({ studioPage: page }) => {
    await openVoices(page, 3_000);
    await expect(page.getByTestId('voices-count')).toHaveText('55 voices');
    const egyptian = page.locator('.voices-dialect[data-dialect="egy"]');
    await expect(egyptian).toContainText('Egyptian');
    await expect(egyptian).toContainText('مصرية');
    await egyptian.click();
    await expect(egyptian).toHaveAttribute('aria-pressed', 'true');
    const count = Number((await egyptian.locator('.voices-dialect-count').textContent())?.match(/\d+/)?.[0]);
    await expect(page.getByTestId('voices-count')).toHaveText(`${count} voices`);
    await egyptian.click();
    await page.getByRole('button', { name: 'Female', exact: true }).click();
    await page.getByRole('button', { name: 'Narrator', exact: true }).click();
    const cards = page.getByTestId('voice-card');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.locator('.voice-meta').allTextContents()) {
      expect(text).toContain('Female');
      expect(text).toContain('Narrator');
    }
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('voices-count')).toHaveText('55 voices');
  });

  test('tells how a voice is used in the form the service sends it', async ({ studioPage: page, sandboxShape }) => {
    await openVoices(page);
    const usage = page.getByTestId('voice-card').locator('.voice-usage');
    await expect(usage.first()).toBeVisible();
    const texts = await usage.allTextContents();
    // The interface's flags say only "used"; the counts of the lenient shape say how often.
    if (sandboxShape === 'spec') expect(texts.every((text) => !/\d/.test(text))).toBe(true);
    else expect(texts.some((text) => /Used by \d+ agents?|Used in \d+ jobs?/.test(text))).toBe(true);
  });

  test('finds a name written with أ when searching with ا', async ({ studioPage: page }) => {
    await openVoices(page);
    const names = await page.evaluate(async () => {
      const response = await fetch('/api/ops/voices.list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const body = (await response.json()) as { ok: boolean; value: { voices: Array<{ name: string }> } };
      return body.value.voices.map((v) => v.name);
    });
    const withHamza = names.find((name) => /[أإآ]/u.test(name)) ?? 'أحمد';
    await search(page).fill(withHamza.replace(/[أإآ]/gu, 'ا'));
    await expect(card(page, withHamza)).toBeVisible();
    await search(page).fill('');
  });

  test('favourites and unfavourites a voice, and rolls back a refused one with a message', async ({ studioPage: page }) => {
    await openVoices(page);
    await search(page).fill('Emma');
    const emma = card(page, 'Emma');
    const favourite = emma.getByRole('switch', { name: 'Favourite' });
    const before = (await favourite.getAttribute('aria-checked')) === 'true';
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-checked', String(!before));
    await page.reload();
    await openVoices(page);
    await search(page).fill('Emma');
    await expect(card(page, 'Emma').getByRole('switch', { name: 'Favourite' })).toHaveAttribute('aria-checked', String(!before));
    await card(page, 'Emma').getByRole('switch', { name: 'Favourite' }).click();
    await expect(card(page, 'Emma').getByRole('switch', { name: 'Favourite' })).toHaveAttribute('aria-checked', String(before));

    await search(page).fill('Partner Agency — Reem');
    const shared = card(page, 'Partner Agency — Reem').getByRole('switch', { name: 'Favourite' });
    await shared.click();
    await expect(page.getByTestId('voices-notice')).toContainText(
      'The service does not allow you to change whether this voice is a favourite.',
    );
    await expect(shared).toHaveAttribute('aria-checked', 'false');
  });

  test('refuses to delete a catalogue voice and deletes a project voice', async ({ studioPage: page }) => {
    await openVoices(page);
    await search(page).fill('James');
    await card(page, 'James')
      .getByRole('button', { name: `Delete ${isolate('James')}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete voice' }).click();
    await expect(page.getByTestId('voices-notice')).toContainText('The service does not allow you to delete this voice.');
    await expect(card(page, 'James')).toBeVisible();

    await search(page).fill('Studio Narrator');
    await card(page, 'Studio Narrator')
      .getByRole('button', { name: `Delete ${isolate('Studio Narrator')}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete voice' }).click();
    await expect(page.getByTestId('voices-notice')).toContainText('was deleted');
    await expect(card(page, 'Studio Narrator')).toHaveCount(0);
  });

  test('plays, seeks and stops a sample through the player bar', async ({ studioPage: page }) => {
    await openVoices(page);
    await search(page).fill('Olivia');
    const play = card(page, 'Olivia').getByTestId('voice-play');
    await play.click();
    const bar = page.getByTestId('player-bar');
    await expect(bar).toHaveAttribute('data-status', 'playing', { timeout: 10_000 });
    await expect(page.getByTestId('player-title')).toHaveText('Olivia');
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('player-toggle').click();
    await expect(bar).toHaveAttribute('data-status', 'paused');
    const thumb = bar.getByRole('slider', { name: 'Position' });
    await thumb.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    const position = Number(await thumb.getAttribute('aria-valuenow'));
    const max = Number(await thumb.getAttribute('aria-valuemax'));
    expect(max).toBeGreaterThan(0);
    expect(position).toBeLessThan(max);
    await page.keyboard.press('Space');
    await expect(bar).toHaveAttribute('data-status', /playing|ended/);
    await play.click();
    await expect(bar).toHaveAttribute('data-status', 'idle');
    await expect(play).toHaveAttribute('aria-pressed', 'false');
  });

  test('sets and clears the default voice of a dialect', async ({ studioPage: page }) => {
    await openVoices(page);
    await page.locator('.voices-dialect[data-dialect="syr"]').click();
    const first = page.getByTestId('voice-card').first();
    await first.getByRole('button', { name: `Set as default for ${isolate('Syrian')}` }).click();
    await expect(first.getByTestId('dialect-default')).toHaveText(`Default for ${isolate('Syrian')}`);
    await page.reload();
    await openVoices(page);
    await page.locator('.voices-dialect[data-dialect="syr"]').click();
    await expect(page.getByTestId('dialect-default')).toHaveCount(1);
    await page.getByRole('button', { name: `Stop using as default for ${isolate('Syrian')}` }).click();
    await expect(page.getByTestId('dialect-default')).toHaveCount(0);
  });

  test('marks the service default voice', async ({ studioPage: page }) => {
    await openVoices(page);
    const name = await page.evaluate(async () => {
      const response = await fetch('/api/ops/voices.getServiceDefault', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return ((await response.json()) as { value: { name: string } }).value.name;
    });
    await search(page).fill(name);
    await expect(card(page, name).getByTestId('service-default')).toHaveText('Service default');
    // §4.3: the default for the current language, nothing the interface does not say.
    await expect(card(page, name).getByTestId('service-default')).toHaveAttribute(
      'title',
      'The service’s default voice for the current language.',
    );
  });

  test('"Use this voice" opens Projects and starts a project in it only when asked', async ({ studioPage: page, web }) => {
    // Projects made by earlier tests of this core may exist (the last one reopens): count them.
    const projectCount = async () => (await contract<ProjectList>(web, 'projects.list', {})).projects.length;
    const before = await projectCount();
    await openVoices(page);
    await search(page).fill('Emma');
    await card(page, 'Emma').getByRole('button', { name: 'Use this voice' }).click();
    await expect(page.locator('nav [data-section="projects"]')).toHaveAttribute('aria-current', 'page');
    const offer = page.getByTestId('projects-voice-offer');
    await expect(offer).toContainText('Emma');
    expect(await projectCount()).toBe(before);
    await offer.getByRole('button', { name: 'New project with this voice' }).click();
    await expect(page.getByTestId('project-editor')).toBeVisible();
    await expect(offer).toHaveCount(0);
    expect(await projectCount()).toBe(before + 1);
    const settings = page.getByTestId('project-settings');
    const toggle = settings.getByRole('button', { name: 'Voice and settings' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(settings.getByRole('combobox', { name: 'Voice', exact: true }).locator('option:checked')).toHaveText(/Emma/);
  });

  test('shows the Arabic interface right to left with Arabic dialect names', async ({ openStudio }) => {
    const page = await openStudio('ar-SA');
    await dismissWelcome(page, 300);
    await page.locator('nav [data-section="voices"]').click();
    await expect(page.locator('.voices-dialect[data-dialect="egy"] .voices-dialect-name')).toContainText('مصرية');
    await expect(page.getByTestId('voice-card').first()).toBeVisible();
  });

  test('a page loaded during an outage knows it, disables service actions with the reason, and reconnects by itself', async ({
    studioPage: page,
    web,
  }) => {
    const state = page.getByRole('contentinfo').getByTestId('connection-state');
    web.sandbox.faults.set({ rules: [{ kind: 'drop' }] });
    try {
      // The outage is announced while no page listens: the reloaded page must ask.
      await web.core.context.sessions.current().then((s) => (s.ok ? s.value.client.listDialects() : null));
      await page.reload();
      await dismissWelcome(page, 300);
      await expect(state).toHaveText('Offline: showing saved data', { timeout: 20_000 });
      await page.locator('nav [data-section="voices"]').click();
      await search(page).fill('Emma');
      const remove = card(page, 'Emma').getByRole('button', { name: `Delete ${isolate('Emma')}` });
      await expect(remove).toBeDisabled();
      await expect(remove).toHaveAccessibleDescription('Favourites and deleting need the service and come back when it can be reached.');
    } finally {
      web.sandbox.faults.reset();
    }
    // Nobody clicks anything: the core's probes notice the service is back.
    await expect(state).toHaveText('Connected to the service', { timeout: 45_000 });
    await expect(card(page, 'Emma').getByRole('button', { name: `Delete ${isolate('Emma')}` })).toBeEnabled();
    await expect(page.getByTestId('voices-offline')).toHaveCount(0);
  });

  test('offline: dialects, voices and a cached sample still show and play', async ({ studioPage: page, web }) => {
    await openVoices(page);
    await search(page).fill('Olivia'); // its sample was cached by the player test
    await card(page, 'Olivia').getByTestId('voice-play').click();
    await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', /playing|ended/, { timeout: 10_000 });
    await page.getByTestId('player-stop').click();
    web.sandbox.faults.set({ rules: [{ kind: 'drop' }] });
    try {
      await page.reload();
      await dismissWelcome(page, 300);
      await page.locator('nav [data-section="voices"]').click();
      await expect(page.getByTestId('voices-offline')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.voices-dialect[data-dialect="egy"]')).toBeVisible();
      await search(page).fill('Olivia');
      await card(page, 'Olivia').getByTestId('voice-play').click();
      await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', /playing|ended/, { timeout: 10_000 });
    } finally {
      web.sandbox.faults.reset();
    }
  });
});
