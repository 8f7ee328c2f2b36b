import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README's map names every folder (issue 34, item 4), so a newcomer finds each one there; a
// new folder without a line fails here instead of going unexplained.
const root = resolve(__dirname, '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const mapStart = readme.indexOf('## Where things live');
const map = readme.slice(mapStart, readme.indexOf('\n```\n', readme.indexOf('```', mapStart) + 3));

// The folders whose children the map lists, and the top level.
const parents = [
  '.',
  'electron',
  'electron/core',
  'electron/sandbox',
  'renderer',
  'renderer/src',
  'renderer/src/features',
  'shared',
  'tests',
];
const skipped = new Set(['.git', 'node_modules', 'out', 'dist', 'release', 'reports', 'test-results', 'playwright-report']);

function foldersUnder(parent: string): string[] {
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !skipped.has(entry.name) && (parent !== '.' || !entry.name.startsWith('.') || entry.name === '.ci'),
    )
    .map((entry) => entry.name);
}

describe("the README's map", () => {
  it.each(parents)('names every folder in %s', (parent) => {
    const missing = foldersUnder(parent).filter((name) => !new RegExp(`(^|[\\s/])${name.replace('.', '\\.')}/`, 'm').test(map));
    expect(missing, `add a line for each to README.md's "Where things live"`).toEqual([]);
  });
});
