import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Every end-to-end test serves the built UI from out/: build it when it is missing or older than a
 * source file, so `npx playwright test` on a fresh checkout (or a worktree) never waits on an
 * app that was never built, nor tests yesterday's UI.
 */
export default function globalSetup(): void {
  const script = path.join(__dirname, '..', '..', 'scripts', 'build-if-needed.cjs');
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}
