// The static checks, in one list: `npm test` (scripts/test.cjs), `npm run typecheck` and
// `npm run lint` all run these steps, so neither command can pass what `npm test` fails.
// `node scripts/static-checks.cjs typecheck|lint` runs one group; every step runs even when an
// earlier one failed, so one run shows every problem.
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

// One project per environment (renderer, Node side, preload, shared), so the compiler refuses a DOM
// global in the core or a Node one in the renderer; tsconfig.json checks tests, bench and scripts.
const tsconfigs = ['tsconfig.json', 'tsconfig.shared.json', 'tsconfig.renderer.json', 'tsconfig.node.json', 'tsconfig.preload.json'];

/** @type {Record<'typecheck' | 'lint', Array<{ label: string, title: string, bin: string, args: string[] }>>} */
const staticChecks = {
  typecheck: tsconfigs.map((project) => ({
    label: `type-check ${project}`,
    title: `type-check (tsc -p ${project})`,
    bin: 'tsc',
    args: ['-p', project, '--noEmit'],
  })),
  lint: [
    { label: 'lint', title: 'lint (eslint, no warnings allowed)', bin: 'eslint', args: ['.', '--max-warnings=0'] },
    { label: 'format', title: 'format (prettier --check)', bin: 'prettier', args: ['--check', '.'] },
  ],
};

const binOf = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs one step with its output on this terminal; true when it passed. */
function runStep(step) {
  console.log(`\n── ${step.title} ──`);
  const result = spawnSync(binOf(step.bin), step.args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

module.exports = { staticChecks, runStep };

if (require.main === module) {
  const group = process.argv[2];
  const steps = staticChecks[group];
  if (!steps) {
    console.error(`Usage: node scripts/static-checks.cjs ${Object.keys(staticChecks).join('|')}`);
    process.exit(2);
  }
  const failed = steps.filter((step) => !runStep(step)).map((step) => step.label);
  if (failed.length > 0) console.log(`\nFailed: ${failed.join(', ')}`);
  process.exit(failed.length > 0 ? 1 : 0);
}
