import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/helpers/chromium';
import type { StudioWorkerOptions } from './tests/e2e/fixtures';

// Playwright drives the system Chromium (Debian's package): our machines cannot download
// Playwright's own browser builds. CHROMIUM_PATH overrides the location.
export default defineConfig<StudioWorkerOptions>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // Two shared cores: keychain probes plus a first sandbox call can exceed 5 s under load.
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // The sandbox answers in the interface's own shape by default; 'lenient' sends the variants real
  // services were seen to send (usage counts, extension as text, success: true), so the UI is
  // checked end to end against both. `--project spec` or `--project lenient` runs one.
  projects: [
    { name: 'spec', use: { sandboxShape: 'spec' } },
    {
      name: 'lenient',
      use: { sandboxShape: 'lenient' },
      testMatch: ['voices.spec.ts', 'projects-generate.spec.ts', 'history.spec.ts', 'agents.spec.ts'],
    },
  ],
});
