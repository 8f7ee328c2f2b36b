import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run typecheck` and `npm run lint` must fail on what `npm test` fails on: all three run the
// steps of scripts/static-checks.cjs, and those steps cover every project and every warning.
interface Step {
  label: string;
  bin: string;
  args: string[];
}
const root = resolve(__dirname, '../../..');
const requireFromRoot = createRequire(resolve(root, 'package.json'));
const { staticChecks } = requireFromRoot('./scripts/static-checks.cjs') as { staticChecks: Record<'typecheck' | 'lint', Step[]> };
const packageJson = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

describe('the static checks are one list', () => {
  it('type-checks every TypeScript project at the root, without emitting', () => {
    const projects = readdirSync(root).filter((name) => /^tsconfig(\..+)?\.json$/.test(name));
    const checked = staticChecks.typecheck.map((step) => step.args[step.args.indexOf('-p') + 1]);
    expect(new Set(checked)).toEqual(new Set(projects));
    for (const step of staticChecks.typecheck) expect(step.args).toContain('--noEmit');
  });

  it('lints everything with no warning allowed, then checks the formatting', () => {
    const [eslint, prettier] = staticChecks.lint;
    expect(eslint).toMatchObject({ bin: 'eslint', args: ['.', '--max-warnings=0'] });
    expect(prettier).toMatchObject({ bin: 'prettier', args: ['--check', '.'] });
  });

  it('is what npm run typecheck, npm run lint and npm test run', () => {
    expect(packageJson.scripts.typecheck).toBe('node scripts/static-checks.cjs typecheck');
    expect(packageJson.scripts.lint).toBe('node scripts/static-checks.cjs lint');
    const testScript = readFileSync(resolve(root, 'scripts/test.cjs'), 'utf8');
    expect(testScript).toContain('[...staticChecks.typecheck, ...staticChecks.lint]');
    expect(testScript).not.toMatch(/bin\('(tsc|eslint|prettier)'\)/);
  });
});
