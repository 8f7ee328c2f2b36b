import { chromium } from '@playwright/test';
import { sentLength } from '../shared/model/generation-rules';
import { scriptCharLimit } from '../shared/model/script';
import { defaultReadAsSettings, readAs, type ReadAsOptions } from '../shared/read-as';
import { splitScript } from '../shared/text';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium';
import { startWebHarness } from '../tests/helpers/web-harness';
import { percentile, type Bench, type BenchRow } from './types';

const group = 'script editor';
const splitRuns = 30;
const typedChars = 200;

/** 50,000 characters of mixed Arabic and English prose with every kind of sentence mark. */
function longScript(): string {
  const sentences = [
    'هذه جملة عربية طويلة بعض الشيء، فيها فاصلة؛ وفاصلة منقوطة. ',
    'The studio speaks Arabic and English! ',
    'هل تعمل القسمة عند علامة الاستفهام؟ ',
    'A paragraph ends here.\n\n',
  ];
  let text = '';
  for (let i = 0; text.length < 50_000; i++) text += sentences[i % sentences.length];
  return text.slice(0, 50_000);
}

function benchSplit(): BenchRow[] {
  const text = longScript();
  const samples: number[] = [];
  let parts = 0;
  for (let i = 0; i < splitRuns; i++) {
    const start = performance.now();
    parts = splitScript(text).length;
    samples.push(performance.now() - start);
  }
  return [
    { group, name: 'split 50,000 characters, p50', value: percentile(samples, 50), unit: 'ms', note: `${parts} parts, ${splitRuns} runs` },
    { group, name: 'split 50,000 characters, max', value: Math.max(...samples), unit: 'ms' },
  ];
}

/** 20,000 characters of Arabic prose dense with numbers, which read-as makes much longer. */
function numbersScript(): string {
  const sentence = 'في عام 2024 باع المتجر 1250 كتابا بسعر 35 ريالا للنسخة، وزاره 4800 زائر في 12 يوما. ';
  return sentence.repeat(Math.ceil(20_000 / sentence.length)).slice(0, 20_000);
}

/**
 * Splitting by what will be sent (issue 33 item 1): every candidate slice is read with read-as,
 * so the cost is in how many slices the search measures. Beside it, the floor: one read-as pass
 * over the whole text (no split can read less), and the split by typed length.
 */
function benchSpokenSplit(): BenchRow[] {
  const text = numbersScript();
  const options: ReadAsOptions = { ...defaultReadAsSettings(), dialect: 'msa' };
  const samples: number[] = [];
  const floor: number[] = [];
  let parts: string[] = [];
  let measured = 0;
  for (let i = 0; i < splitRuns; i++) {
    measured = 0;
    let start = performance.now();
    parts = splitScript(text, scriptCharLimit, (slice) => (measured++, sentLength(slice, options)));
    samples.push(performance.now() - start);
    start = performance.now();
    readAs(text, options);
    floor.push(performance.now() - start);
  }
  const longest = Math.max(...parts.map((part) => sentLength(part, options)));
  const p50 = percentile(samples, 50);
  const floorP50 = percentile(floor, 50);
  return [
    {
      group,
      name: 'split 20,000 Arabic characters with numbers by spoken length, p50',
      value: p50,
      unit: 'ms',
      note: `${parts.length} parts, longest ${longest} sent, ${measured} slices read (${(measured / parts.length).toFixed(1)} a part)`,
    },
    { group, name: 'split 20,000 by spoken length, max', value: Math.max(...samples), unit: 'ms' },
    { group, name: 'floor: read-as once over the 20,000, p50', value: floorP50, unit: 'ms' },
    { group, name: 'split by spoken length / read-as once', value: p50 / floorP50, unit: 'x' },
  ];
}

/**
 * Types into a project's block already 2,700 characters long (under the limit, so it is not cut
 * while typed), one key at a time through Chromium's input pipeline, while a PerformanceObserver
 * records long tasks (main-thread work ≥ 50 ms).
 */
async function benchTyping(): Promise<BenchRow[]> {
  const harness = await startWebHarness();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addLocatorHandler(page.getByRole('dialog', { name: /Welcome to Sawt Studio/ }), async () => {
      await page.getByRole('button', { name: /Explore with the sandbox/ }).click();
    });
    await page.goto(harness.server.url);
    // A new project's first block, as a writer starts one (the last project may reopen by itself).
    await page.getByRole('navigation').getByRole('button', { name: 'Projects' }).click();
    const back = page.getByRole('button', { name: 'All projects' });
    const create = page.getByRole('button', { name: 'New project' });
    await back.or(create).first().waitFor({ state: 'visible' });
    if (await back.isVisible()) await back.click();
    await create.click();
    const area = page.getByRole('textbox', { name: 'Block 1', exact: true });
    await area.waitFor({ state: 'visible' });
    await area.fill('مرحبا بكم في استوديو صوت، هذا نص تجريبي طويل. Mixed English sentence here. '.repeat(40).slice(0, 2_700));
    await area.press('End');
    await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const start = Date.now();
    await page.keyboard.type('كلمات جديدة and new words '.repeat(8).slice(0, typedChars));
    const typingMs = Date.now() - start;
    // Let the debounced save and any deferred render finish inside the observed window.
    await page.waitForTimeout(600);
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const length = await area.evaluate((el) => (el as HTMLTextAreaElement).value.length);
    await context.close();
    return [
      {
        group,
        name: `long tasks while typing ${typedChars} chars into 2,700`,
        value: longTasks.length,
        unit: 'count',
        goal: '0',
        meets: longTasks.length === 0,
        note: `final length ${length}`,
      },
      { group, name: 'longest long task while typing', value: longTasks.length ? Math.max(...longTasks) : 0, unit: 'ms' },
      { group, name: 'typing, per key (Playwright round trip included)', value: typingMs / typedChars, unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await harness.close();
  }
}

export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    return [...benchSplit(), ...benchSpokenSplit(), ...(await benchTyping())];
  },
};
