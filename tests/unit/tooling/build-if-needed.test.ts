import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/build-if-needed.cjs decides whether `npm start`, `npm run web`, the bench and the test
// runs build again: every bundle a command runs must be rebuilt when any of its sources changed.
const { staleReason } = createRequire(__filename)('../../../scripts/build-if-needed.cjs') as { staleReason(dir: string): string | null };

const outputs = ['out/renderer/index.html', 'out/preload/index.js', 'out/main/index.js', 'out/main/web.js'];
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A checkout whose sources are an hour old and whose outputs were built after them. */
function builtCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-build-if-needed-'));
  dirs.push(dir);
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const file of ['renderer/src/main.tsx', 'shared/text/index.ts', 'electron/core/core.ts', 'electron/web/main.ts', 'package.json']) {
    write(dir, file, hourAgo);
  }
  for (const file of outputs) write(dir, file, new Date(Date.now() - 60_000));
  return dir;
}

function write(dir: string, file: string, at: Date): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), '');
  utimesSync(join(dir, file), at, at);
}

describe('build if needed', () => {
  it('builds nothing when every output is newer than every source', () => {
    expect(staleReason(builtCheckout())).toBeNull();
  });

  it.each(['electron/core/history/sync/sync.ts', 'electron/web/server.ts', 'electron/sandbox/server.ts', 'renderer/src/app/App.tsx'])(
    'builds again when %s changed (the core and web mode are bundled too)',
    (source) => {
      const dir = builtCheckout();
      write(dir, source, new Date());
      expect(staleReason(dir)).toMatch(/changed since the last build/);
    },
  );

  it('builds again when web mode’s bundle is missing from an older build', () => {
    const dir = builtCheckout();
    rmSync(join(dir, 'out/main/web.js'));
    expect(staleReason(dir)).toBe('out/main/web.js is missing');
  });
});
