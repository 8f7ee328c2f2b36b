import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The commit-message rule (ARCHITECTURE.md, "Commits"), run as CI would: the script over a range of
// a real, throw-away git repository.
const script = resolve(__dirname, '../../../scripts/check-commits.cjs');
const repo = mkdtempSync(join(tmpdir(), 'sawt-commits-'));
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
git('init', '-q', '-b', 'main');
git('config', 'user.email', 'test@example.invalid');
git('config', 'user.name', 'Test');
let file = 0;
function commit(message: string): void {
  writeFileSync(join(repo, `f${file++}`), 'x');
  git('add', '.');
  git('commit', '-q', '-m', message);
}
commit('Start\n\nThe first commit, on main.');
git('checkout', '-q', '-b', 'topic');

function check(): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [script, 'main..topic'], { cwd: repo, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('the commit-message check', () => {
  it('passes a short subject with a body that says why', () => {
    commit('Sync downloads: pending list in its own file\n\nWhy: the two files imported each other.');
    commit(`${'ت'.repeat(72)}\n\nSeventy-two Arabic letters are seventy-two characters, whatever their bytes.`);
    expect(check()).toMatchObject({ status: 0 });
  });

  it('fails a subject over 72 characters and names it', () => {
    commit(`${'a'.repeat(73)}\n\nA body.`);
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('the subject is 73 characters; at most 72');
  });

  it('fails a commit without a body', () => {
    commit('Fix it');
    expect(check().output).toContain('"Fix it": there is no body saying why');
  });
});
