// The house's own lint rules, over the whole repository's import graph (import-graph.mjs):
// - no-import-cycle: no file reaches itself through imports, type-only imports included.
// - core-order: electron/core's folders are used in one declared order (scripts/lint/core-order.mjs).
// - testing-apart: product code never imports the testing-only folders (fakes, rigs, helpers).
// Both take `allow`: import edges ({ from, to }, repository-relative) known to break the rule,
// each to be deleted by the change it names; an allowance whose import is gone is reported.
import { relative, resolve, sep } from 'node:path';
import { importGraphOf, importSpecifiers, isSource, resolveSpecifier } from './import-graph.mjs';

const allowSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { from: { type: 'string' }, to: { type: 'string' }, why: { type: 'string' } },
    required: ['from', 'to', 'why'],
    additionalProperties: false,
  },
};

const toPosix = (path) => path.split(sep).join('/');

/** Node types whose string literal names a module. */
const importNodes = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ImportExpression',
  'TSExternalModuleReference',
  'CallExpression',
  'TSImportType',
  'TSLiteralType',
]);

/**
 * What the linted file imports, read from the text being linted (not the disk: a planted or
 * unsaved edit counts), each with the node to report at (the Program when none is found).
 */
function importsOfLintedFile(context, graph) {
  const file = context.physicalFilename;
  const root = context.cwd;
  const known = (candidate) => graph.has(candidate) || candidate === file;
  const imports = [];
  for (const specifier of new Set(importSpecifiers(context.sourceCode.text))) {
    const target = resolveSpecifier(file, specifier, known);
    if (target && target !== file) imports.push({ specifier, target, relativeTarget: toPosix(relative(root, target)) });
  }
  return imports;
}

/** Reports through `report(node, imported)` at the literal that names each import, once. */
function visitImports(context, imports, report) {
  const pending = new Map(imports.map((imported) => [imported.specifier, imported]));
  return {
    Literal(node) {
      const imported = typeof node.value === 'string' ? pending.get(node.value) : undefined;
      if (!imported || !importNodes.has(node.parent?.type)) return;
      pending.delete(node.value);
      report(node, imported);
    },
    'Program:exit'(program) {
      for (const imported of pending.values()) report(program, imported);
    },
  };
}

function allowances(context) {
  const allow = context.options[0]?.allow ?? [];
  return new Set(allow.map((edge) => `${resolve(context.cwd, edge.from)}\0${resolve(context.cwd, edge.to)}`));
}

/** Reports an allowance whose importing file no longer makes the import it allows. */
function reportStaleAllowances(context, imports) {
  const here = toPosix(relative(context.cwd, context.physicalFilename));
  for (const edge of context.options[0]?.allow ?? []) {
    if (edge.from !== here || imports.some((imported) => imported.relativeTarget === edge.to)) continue;
    context.report({ loc: { line: 1, column: 0 }, messageId: 'staleAllowance', data: { from: edge.from, to: edge.to } });
  }
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file reaches itself through imports (type-only and dynamic imports count).' },
    schema: [{ type: 'object', properties: { allow: allowSchema }, additionalProperties: false }],
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what both need into a file each imports, or merge them.',
      staleAllowance: 'The allowance {{from}} → {{to}} in scripts/lint/core-order.mjs is no longer needed: delete it.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!isSource(file)) return {};
    const graph = importGraphOf(context.cwd);
    const allowed = allowances(context);
    const isAllowed = (from, to) => allowed.has(`${from}\0${to}`);
    const imports = importsOfLintedFile(context, graph);
    reportStaleAllowances(context, imports);
    // The files that import this one, directly or not: importing any of them closes a circle.
    const reaching = graph.reachingFrom(file, isAllowed);
    const cyclic = imports.filter((imported) => reaching.has(imported.target) && !isAllowed(file, imported.target));
    return visitImports(context, cyclic, (node, imported) => {
      const back = graph.chain(imported.target, file, isAllowed) ?? [imported.target, file];
      const chain = [file, ...back].map((path) => toPosix(relative(context.cwd, path))).join(' → ');
      context.report({ node, messageId: 'cycle', data: { chain } });
    });
  },
};

/**
 * electron/core's folders (and root files) in rows: a file imports only its own folder and folders
 * of earlier rows. The contract's assembly (`assembly`, a pattern over core-relative paths: the
 * handlers, dispatch/, core.ts) may import any row: it sits on top of them all.
 */
const coreOrder = {
  meta: {
    type: 'problem',
    docs: { description: "electron/core's folders use each other in one declared order." },
    schema: [
      {
        type: 'object',
        properties: {
          core: { type: 'string' },
          rows: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          assembly: { type: 'string' },
          allow: allowSchema,
        },
        required: ['core', 'rows', 'assembly'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        '{{from}} may not import {{to}}: in the core order (scripts/lint/core-order.mjs) a folder uses only folders of earlier rows. Move what both need down, or change the order on purpose.',
      unplaced: '{{area}} is not in the core order (scripts/lint/core-order.mjs): add it to the row it belongs to.',
      staleAllowance: 'The allowance {{from}} → {{to}} in scripts/lint/core-order.mjs is no longer needed: delete it.',
    },
  },
  create(context) {
    const { core, rows, assembly } = context.options[0];
    const coreRoot = resolve(context.cwd, core);
    const file = context.physicalFilename;
    const inCore = (path) => path.startsWith(coreRoot + sep);
    if (!isSource(file) || !inCore(file)) return {};
    const withinCore = (path) => toPosix(relative(coreRoot, path));
    if (new RegExp(assembly).test(withinCore(file))) return {};
    const areaOf = (path) => withinCore(path).split('/')[0];
    const rowOf = new Map(rows.flatMap((row, index) => row.map((area) => [area, index])));
    const graph = importGraphOf(context.cwd);
    const allowed = allowances(context);
    const imports = importsOfLintedFile(context, graph);
    reportStaleAllowances(context, imports);
    const from = areaOf(file);
    const crossing = imports.filter(
      (imported) => inCore(imported.target) && areaOf(imported.target) !== from && !allowed.has(`${file}\0${imported.target}`),
    );
    return visitImports(context, crossing, (node, imported) => {
      const to = areaOf(imported.target);
      const unplaced = [from, to].find((area) => !rowOf.has(area));
      if (unplaced) context.report({ node, messageId: 'unplaced', data: { area: unplaced } });
      else if (rowOf.get(to) >= rowOf.get(from)) context.report({ node, messageId: 'upward', data: { from, to } });
    });
  },
};

/**
 * Fakes, rigs and test helpers live in testing-only folders (`folders`, repository-relative), so no
 * product folder exports a fake: a product file that imports one would ship it, or hide a seam.
 */
const testingApart = {
  meta: {
    type: 'problem',
    docs: { description: 'Product code never imports the testing-only folders.' },
    schema: [
      {
        type: 'object',
        properties: { folders: { type: 'array', items: { type: 'string' } } },
        required: ['folders'],
        additionalProperties: false,
      },
    ],
    messages: {
      testing: '{{to}} is testing-only ({{folder}}/): product code does not import it. Move what the product needs out of it.',
    },
  },
  create(context) {
    const { folders } = context.options[0];
    const file = context.physicalFilename;
    if (!isSource(file)) return {};
    const folderOf = (path) => folders.find((folder) => path.startsWith(folder + '/'));
    const testing = importsOfLintedFile(context, importGraphOf(context.cwd)).filter((imported) => folderOf(imported.relativeTarget));
    return visitImports(context, testing, (node, imported) => {
      context.report({ node, messageId: 'testing', data: { to: imported.relativeTarget, folder: folderOf(imported.relativeTarget) } });
    });
  },
};

export const housePlugin = {
  meta: { name: 'house' },
  rules: { 'no-import-cycle': noImportCycle, 'core-order': coreOrder, 'testing-apart': testingApart },
};
