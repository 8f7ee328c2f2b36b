import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { makeTempDir, startTestSandbox } from '../tests/helpers/test-sandbox';
import { percentile, type Bench, type BenchRow } from './types';
import { startWebHarness } from '../tests/helpers/web-harness';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium';

const AGENTS = 20;
const ITEMS = 200;
const runs = 5;

/**
 * Seeds a sandbox data directory with 20 agents and 200 matrix rows (the seeded tools plus extra
 * knowledge items, some switched on), by editing its state file between two starts.
 */
async function seededSandboxDir(): Promise<string> {
  const dataDir = makeTempDir('sawt-agents-bench-');
  const first = await startTestSandbox({ dataDir });
  await first.dispose({ keepData: true });
  const path = join(dataDir, 'state.json');
  const state = JSON.parse(readFileSync(path, 'utf8'));
  const template = state.voiceAgents[0];
  for (let i = state.voiceAgents.length; i < AGENTS; i++)
    state.voiceAgents.push({ ...template, id: randomUUID(), agentName: `Agent ${i + 1}` });
  const tools = new Set(state.webTools.map((t: { persistentId: string }) => t.persistentId)).size;
  const kbTemplate = state.knowledgeBase.find((k: { type: string }) => k.type === 'TEXT');
  for (let i = state.knowledgeBase.length; i < ITEMS - tools; i++) {
    state.knowledgeBase.push({
      ...kbTemplate,
      id: randomUUID(),
      itemName: `Note ${i + 1}`,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
    });
  }
  state.voiceAgents.forEach((agent: { id: string }, a: number) => {
    state.activations.knowledgeBase[agent.id] = state.knowledgeBase
      .filter((_: unknown, k: number) => (k + a) % 3 === 0)
      .map((k: { id: string }) => k.id);
  });
  writeFileSync(path, JSON.stringify(state));
  return dataDir;
}

/**
 * Runs `act` in the page and resolves how long until `selector` matches (page clock, after the
 * next paint). A string script: tsx would otherwise add helpers the page does not have.
 */
function timeUntil(page: Page, act: string, selector: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const t0 = performance.now();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(selector)})) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - t0));
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    document.querySelector(${JSON.stringify(act)}).click();
  })`) as Promise<number>;
}

export const bench: Bench = {
  group: 'agent × item matrix (web mode, Chromium)',
  async run(): Promise<BenchRow[]> {
    const dataDir = await seededSandboxDir();
    const harness = await startWebHarness({ sandbox: { dataDir } });
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const coreSamples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const body = await harness.call('agents.matrix', {});
        coreSamples.push(performance.now() - t0);
        if (!body.includes('"ok":true')) throw new Error(`agents.matrix failed: ${body.slice(0, 200)}`);
      }
      // Start past the first-run welcome (a modal that may open after the ready marker).
      await harness.call('settings.update', { preferences: { welcomeDone: true } });
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await page.goto(harness.server.url);
      await page.waitForSelector('[data-testid="app-ready"]', { state: 'attached' });
      await page.locator('nav [data-section="agent-tools"]').click();
      await page.waitForSelector('[data-testid="web-tools-panel"]');

      const renderSamples: number[] = [];
      let nodes = 0;
      for (let i = 0; i < runs; i++) {
        await page.locator('[data-testid="agent-tab-webTools"]').click();
        await page.waitForSelector('[data-testid="web-tools-panel"]');
        renderSamples.push(await timeUntil(page, '[data-testid="agent-tab-matrix"]', '[data-testid="matrix-row"]'));
        nodes = (await page.evaluate('document.querySelectorAll("*").length')) as number;
      }
      const rows = (await page.evaluate('document.querySelectorAll("[data-testid=matrix-row]").length')) as number;

      // One bulk change: every item on for the last agent (about two thirds of 200 cells change).
      const lastAgent = `Agent ${AGENTS}`;
      await page.getByRole('button', { name: `Turn on every item for ${lastAgent}` }).click();
      await page.getByRole('alertdialog').waitFor();
      const dialog = (await page.getByRole('alertdialog').textContent()) ?? '';
      const changed = Number(/Turn on (\d+) items/.exec(dialog)?.[1] ?? 0);
      const bulkMs = await timeUntil(page, '[role="alertdialog"] button:not([data-variant])', '[data-testid="matrix-summary"]');
      const summary = await page.getByTestId('matrix-summary').textContent();
      await context.close();

      const [cold, ...warm] = renderSamples as [number, ...number[]];
      return [
        {
          group: this.group,
          name: `core builds the matrix (${ITEMS} items × ${AGENTS} agents), p50`,
          value: percentile(coreSamples, 50),
          unit: 'ms',
          note: `${2 + 2 * AGENTS} list calls`,
        },
        { group: this.group, name: 'first open: tab click → rows painted (core build + render)', value: cold, unit: 'ms' },
        {
          group: this.group,
          name: 'reopen: tab click → rows painted (loaded matrix), p50',
          value: percentile(warm, 50),
          unit: 'ms',
          note: `${warm.length} runs; refreshes behind`,
        },
        { group: this.group, name: 'matrix rows in the DOM (virtualised)', value: rows, unit: 'count', note: `of ${ITEMS}` },
        { group: this.group, name: 'DOM nodes with the matrix shown', value: nodes, unit: 'nodes' },
        {
          group: this.group,
          name: `bulk toggle of one column (${changed} cells) → summary`,
          value: bulkMs,
          unit: 'ms',
          note: summary ?? '',
        },
      ];
    } finally {
      await browser.close();
      await harness.close();
    }
  },
};
