import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/helpers/chromium';

// Playwright drives the system Chromium (Debian's package): our machines cannot download
// Playwright's own browser builds. CHROMIUM_PATH overrides the location.
export default defineConfig({
  testDir: 'tests/e2e',
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
});
