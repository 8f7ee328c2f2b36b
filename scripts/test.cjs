// `npm test`: everything a submission must pass, in one command, on a fresh machine:
// machine set-up (Debian packages, keytar) → build → type-check → lint → format check → security scan → unit + integration (vitest) → end-to-end (Playwright).
// Each step runs even when an earlier one failed, so one run shows every problem. The last line
// is `N passed, N failed, N skipped`, counted from the runners' JSON reports (CI reads it).
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { buildIfNeeded } = require('./build-if-needed.cjs');
const { setUpMachine } = require('./machine-setup.cjs');
const { runStep, staticChecks } = require('./static-checks.cjs');

const root = path.resolve(__dirname, '..');
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(label, command, args, env = {}) {
  console.log(`\n── ${label} ──`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function countCheck(label, passed) {
  if (passed) totals.passed += 1;
  else {
    totals.failed += 1;
    failedSteps.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// Stops at once, with one line naming the command to run, when packages are missing and cannot be
// installed from here: a run without them would fail dozens of tests for one reason.
if (!setUpMachine()) {
  console.log('0 passed, 1 failed, 0 skipped');
  process.exit(1);
}
buildIfNeeded();
// The same steps as `npm run typecheck` and `npm run lint` (static-checks.cjs holds the one list).
for (const step of [...staticChecks.typecheck, ...staticChecks.lint]) countCheck(step.label, runStep(step));
countCheck('security scan', run('security scan (Electronegativity)', process.execPath, [path.join(__dirname, 'electronegativity.cjs')]));

// Unit and integration tests run inside a private D-Bus session with an unlocked gnome-keyring
// when the machine has one, so the keychain tests talk to a real Secret Service.
const vitestJson = path.join(reports, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const vitestArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`];
const withKeyring = path.join(__dirname, 'with-keyring.sh');
const vitestOk = fs.existsSync(withKeyring)
  ? run('unit + integration (vitest)', 'bash', [withKeyring, bin('vitest'), ...vitestArgs])
  : run('unit + integration (vitest)', bin('vitest'), vitestArgs);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  if (!vitestOk && vitest.numFailedTests === 0) countCheck('vitest (suite error)', false);
  else if (vitest.numFailedTests > 0) failedSteps.push('vitest');
} else countCheck('vitest (no report)', false);

// Playwright empties test-results/ when it starts, so its report is written to reports/.
const playwrightJson = path.join(reports, 'playwright.json');
fs.rmSync(playwrightJson, { force: true });
const playwrightArgs = ['test', '--reporter=list,json'];
const e2eEnv = { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson };
const e2eOk = fs.existsSync(withKeyring)
  ? run('end-to-end (Playwright, Chromium)', 'bash', [withKeyring, bin('playwright'), ...playwrightArgs], e2eEnv)
  : run('end-to-end (Playwright, Chromium)', bin('playwright'), playwrightArgs, e2eEnv);
const playwright = readJson(playwrightJson);
if (playwright) {
  const stats = playwright.stats;
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (!e2eOk && stats.unexpected === 0) countCheck('playwright (suite error)', false);
  else if (stats.unexpected > 0) failedSteps.push('playwright');
} else countCheck('playwright (no report)', false);

console.log('');
if (failedSteps.length > 0) console.log(`Failed: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
