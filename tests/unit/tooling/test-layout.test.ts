import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Core and shared tests mirror the code they test (issue 34): tests/{unit,integration}/<area>/, so
// a newcomer finds a feature's tests by its folder's name, not among a few hundred flat files.
const root = resolve(__dirname, '../../..');

describe('test layout', () => {
  it.each(['unit', 'integration'])('tests/%s holds folders by area, no test files of its own', (kind) => {
    const loose = readdirSync(join(root, 'tests', kind), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(loose, 'move each into tests/<kind>/<area>/ (the core or shared folder it tests)').toEqual([]);
  });
});
