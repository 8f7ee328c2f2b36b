import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 34: WAV was parsed in four places that could disagree on what a WAV is. The RIFF layout
// is read (and its header written) in electron/core/audio/wav-riff.ts alone; everything else asks it.
// The sandbox is the service's stand-in, written from the spec and importing no studio code: it
// keeps a writer of its own and is not product code here.
const root = resolve(__dirname, '../../..');
const productDirs = ['electron/core', 'electron/main', 'electron/web', 'electron/preload', 'shared', 'renderer/src'];
const chunkTag = /(['"])(WAVE|fmt )\1/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one WAV reader', () => {
  it("spells the RIFF chunk tags in core/audio's reader only", () => {
    const spelling = productDirs
      .flatMap((dir) => sources(join(root, dir)))
      .filter((file) => chunkTag.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(spelling).toEqual(['electron/core/audio/wav-riff.ts']);
  });
});
