import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Plants a violation of each structure rule (ARCHITECTURE.md, "Layers and import rules": no import
// cycle, the core's order, files under 300 lines) and asks the project's real ESLint config
// whether it fails. A planted cycle lints new text at the path of a file that exists, so the rest
// of the graph is the repository's own.
const root = resolve(__dirname, '../../..');
const structureRules = new Set(['house/no-import-cycle', 'house/core-order', 'max-lines']);

async function structureErrors(eslint: ESLint, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && structureRules.has(m.ruleId)).map((m) => m.message);
}

const linesOfCode = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

const eslint = new ESLint({ cwd: root });
// The same config with one allowance of its own, so these cases hold whatever the real list holds.
const allowance = { from: 'shared/text/count.ts', to: 'shared/text/index.ts', why: 'planted' };
const withAllowance = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['shared/**/*.ts'], rules: { 'house/no-import-cycle': ['error', { allow: [allowance] }] } }],
});

// Loading the config (typescript-eslint, the import graph) takes seconds on a busy machine: once
// per instance, up front, so no single case carries it against the per-test timeout.
beforeAll(async () => {
  await structureErrors(eslint, 'shared/warm-up.ts', 'export {};');
  await structureErrors(withAllowance, 'shared/warm-up.ts', 'export {};');
}, 120_000);

describe('lint enforces the structure', () => {
  it.each([
    [
      'a file imports one that imports it back',
      'shared/text/count.ts',
      "import { splitScript } from './index';\nexport const x = splitScript;",
    ],
    [
      'the cycle goes through a type-only import',
      'shared/text/count.ts',
      "import type { ScriptLanguage } from './index';\nexport type X = ScriptLanguage;",
    ],
    ['the cycle goes through a dynamic import', 'shared/text/count.ts', "export const later = () => import('./index');"],
    [
      'a core folder imports one of a later row',
      'electron/core/cache/planted.ts',
      "import { syncHistory } from '../history';\nvoid syncHistory;",
    ],
    [
      'a core folder imports one of its own row',
      'electron/core/voices/planted.ts',
      "import { listAgents } from '../agents';\nvoid listAgents;",
    ],
    ['a core folder is in no row of the order', 'electron/core/unplaced/planted.ts', "import { x } from '../history';\nvoid x;"],
    ['a file is over 300 lines', 'electron/core/voices/planted.ts', linesOfCode(301)],
    ['a test file is over 300 lines', 'tests/unit/planted.test.ts', linesOfCode(301)],
  ])('fails when %s', async (_name, file, code) => {
    expect((await structureErrors(eslint, file, code)).length).toBeGreaterThan(0);
  });

  it.each([
    ['a core folder importing an earlier row', 'electron/core/audio-export/planted.ts', "import { x } from '../history';\nvoid x;"],
    [
      "the contract's assembly importing any row",
      'electron/core/cache/handlers.ts',
      "import { x } from '../audio-export';\nimport { y } from '../history';\nvoid x; void y;",
    ],
    ['a file of 300 lines', 'electron/core/voices/planted.ts', linesOfCode(300)],
  ])('allows %s', async (_name, file, code) => {
    expect(await structureErrors(eslint, file, code)).toEqual([]);
  });

  it('names the files of the cycle it finds', async () => {
    const [message] = await structureErrors(
      eslint,
      'shared/text/count.ts',
      "import { splitScript } from './index';\nexport const x = splitScript;",
    );
    expect(message).toContain('shared/text/count.ts → shared/text/index.ts → shared/text/count.ts');
  });
});

describe('known cycles are listed, and only while they exist', () => {
  it('lets an allowed import close a cycle', async () => {
    const code = "import { splitScript } from './index';\nexport const x = splitScript;";
    expect(await structureErrors(withAllowance, allowance.from, code)).toEqual([]);
  });

  it('reports an allowance whose import is gone', async () => {
    const errors = await structureErrors(withAllowance, allowance.from, 'export const x = 1;');
    expect(errors).toEqual([expect.stringContaining('no longer needed')]);
  });

  it('still finds other cycles beside an allowed one', async () => {
    const code = "import { splitScript } from './index';\nexport const x = splitScript;";
    expect(await structureErrors(withAllowance, 'shared/text/sentences.ts', code)).not.toEqual([]);
  });
});
