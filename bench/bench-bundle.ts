import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MainConfigFactory } from 'electron-vite';
import { build } from 'vite';

/**
 * Bench children bundled as users run the core: electron-vite's own main-process preset (the
 * build of out/main: same target, same CommonJS output, same externals), one file per entry, in a
 * temporary folder. A figure "from a fresh process" must not include tsx compiling the sources,
 * which no user pays (web mode and Electron both run bundles). Takes about a second.
 */
export async function bundleBenchChildren(entries: Record<string, string>): Promise<{ dir: string; file(name: string): string }> {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-bench-bundle-'));
  const input = Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, resolve(__dirname, file)]));
  const root = resolve(__dirname, '..');
  const config = await new MainConfigFactory(
    { build: { outDir: dir, emptyOutDir: true, rollupOptions: { input, output: { chunkFileNames: '[name]-[hash].js' } } } },
    { configFile: false, logLevel: 'warn' },
    { root },
  ).build();
  await build({ ...config, root, configFile: false, logLevel: 'warn' });
  return { dir, file: (name) => join(dir, `${name}.js`) };
}
