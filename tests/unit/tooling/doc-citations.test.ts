import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Source comments cite the documents in this repository (ARCHITECTURE.md, docs/service-api.md),
// never design notes outside it that a reader of the repository cannot open; the service's
// written interface (../shared/spec/service-interface.md, §n) is the one outside authority. A
// cited section must exist, so a renamed heading cannot leave citations pointing nowhere.
const root = resolve(__dirname, '../../..');
const folders = ['electron', 'renderer', 'shared', 'tests', 'bench', 'scripts', 'docs'];
const rootFiles = ['README.md', 'ARCHITECTURE.md', 'eslint.config.mjs', 'electron.builder.yml', 'package.json'];
const textFile = /\.(ts|tsx|mts|cts|cjs|mjs|js|md|yml|json|css|html|sh)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return textFile.test(entry.name) ? [path] : [];
  });
}

const sources = [...folders.flatMap((folder) => filesUnder(join(root, folder))), ...rootFiles.map((name) => join(root, name))].map(
  (path) => ({ name: relative(root, path), text: readFileSync(path, 'utf8') }),
);

// This file names the old documents to refuse them; it is the one place that may.
const self = relative(root, __filename);
const outsideDesign = /shared\/design|\b(architecture|quality-bars|toolchain|style)\.md\b|(?<![\w/])service-api\.md/;

/** Headings and bold terms of a document, what a citation `"<name>"` may name. */
function citableNames(document: string): string[] {
  const text = readFileSync(join(root, document), 'utf8');
  const headings = [...text.matchAll(/^#+ (.+)$/gm)].map((m) => m[1]!);
  const terms = [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!);
  return [...headings, ...terms];
}

describe('documents cited from the source', () => {
  it('are in this repository', () => {
    const offending = sources
      .filter((source) => source.name !== self)
      .flatMap((source) => source.text.split('\n').map((line, i) => ({ at: `${source.name}:${i + 1}`, line })))
      .filter(({ line }) => outsideDesign.test(line))
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(offending).toEqual([]);
  });

  it.each(['ARCHITECTURE.md', 'docs/service-api.md'])('name sections %s has', (document) => {
    const names = citableNames(document);
    const cited = new RegExp(`${document.replace('.', '\\.')}[,:]? \\(?"([^"\\n]+)"`, 'g');
    const missing = sources.flatMap((source) =>
      [...source.text.matchAll(cited)]
        .map((m) => m[1]!)
        .filter((section) => !names.some((name) => name.startsWith(section)))
        .map((section) => `${source.name}: "${section}"`),
    );
    expect(missing).toEqual([]);
  });
});
