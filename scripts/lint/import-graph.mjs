// The repository's import graph, for the house lint rules (house-plugin.mjs). Every relative
// import counts, type-only and dynamic ones included: two files that name each other, even only
// in types, cannot be read or moved apart. Imports of packages are not edges (they cannot import
// us back).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const sourceExtensions = ['.ts', '.tsx', '.mts', '.cts'];
// Generated or installed trees, never source: the same list eslint.config.mjs ignores.
const skippedFolders = new Set(['node_modules', 'out', 'dist', 'release', 'reports', 'test-results', 'playwright-report']);

export const isSource = (file) => sourceExtensions.some((extension) => file.endsWith(extension));

/** The module specifiers a file's text imports (TypeScript's own scanner: comments and strings are not imports). */
export function importSpecifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** The source file a relative specifier names, or null (a package, or nothing we have). */
export function resolveSpecifier(fromFile, specifier, isKnownFile) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  const compiledTwin = base.replace(/\.(m|c)?js$/, (_, kind) => `.${kind ?? ''}ts`);
  const candidates = [
    base,
    compiledTwin,
    ...sourceExtensions.map((extension) => base + extension),
    ...sourceExtensions.map((extension) => join(base, 'index' + extension)),
  ];
  return candidates.find((candidate) => isSource(candidate) && isKnownFile(candidate)) ?? null;
}

function sourceFilesUnder(folder, into) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || skippedFolders.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) sourceFilesUnder(path, into);
    else if (entry.isFile() && isSource(entry.name)) into.add(path);
  }
  return into;
}

/**
 * Every source file under `root` with the files it imports (absolute paths), as they are on disk.
 * Read once per process: the command line and the tests lint one state of the tree; an editor's
 * ESLint server sees other files as they were when it started (restart it after large moves).
 */
export class ImportGraph {
  constructor(root) {
    this.files = sourceFilesUnder(root, new Set());
    this.imports = new Map();
    this.importers = new Map();
    const isKnownFile = (file) => this.files.has(file);
    for (const file of this.files) {
      const targets = new Set();
      for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
        const target = resolveSpecifier(file, specifier, isKnownFile);
        if (target && target !== file) targets.add(target);
      }
      this.imports.set(file, targets);
      for (const target of targets) {
        if (!this.importers.has(target)) this.importers.set(target, new Set());
        this.importers.get(target).add(file);
      }
    }
  }

  has(file) {
    return this.files.has(file);
  }

  /** Files from which `file` can be reached, not walking the edges `skip(from, to)` allows. */
  reachingFrom(file, skip) {
    const seen = new Set();
    const queue = [file];
    while (queue.length > 0) {
      const current = queue.pop();
      for (const importer of this.importers.get(current) ?? []) {
        if (seen.has(importer) || skip(importer, current)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    return seen;
  }

  /** The shortest chain of imports from `start` to `end` (both included), or null. */
  chain(start, end, skip) {
    const previous = new Map([[start, null]]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      const current = queue[i];
      if (current === end) {
        const chain = [];
        for (let at = end; at !== null; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      for (const target of this.imports.get(current) ?? []) {
        if (previous.has(target) || skip(current, target)) continue;
        previous.set(target, current);
        queue.push(target);
      }
    }
    return null;
  }
}

const graphs = new Map();

export function importGraphOf(root) {
  if (!graphs.has(root)) graphs.set(root, new ImportGraph(root));
  return graphs.get(root);
}
