// `node scripts/check-commits.cjs [<range>]`: checks the commit messages of a range (default
// `main..HEAD`, a branch's own commits) by the house rule of ARCHITECTURE.md ("Commits"): a
// subject of at most 72 characters, a blank line, then a body that says why. Merge commits are the
// lead's and are skipped. Prints one line per problem; exits 1 when there is any.
'use strict';
const { execFileSync } = require('node:child_process');

const maxSubject = 72;

/** The problems of one commit message (empty when it keeps the rule). */
function messageProblems(message) {
  const lines = message.replace(/\s+$/, '').split('\n');
  const subject = lines[0] ?? '';
  const problems = [];
  // Characters, not bytes or UTF-16 units: an Arabic word counts as its letters.
  const length = [...subject].length;
  if (length === 0) problems.push('the subject is empty');
  if (length > maxSubject) problems.push(`the subject is ${length} characters; at most ${maxSubject}`);
  if (lines.length > 1 && lines[1].trim() !== '') problems.push('the subject is not followed by a blank line');
  if (lines.slice(1).every((line) => line.trim() === '')) problems.push('there is no body saying why');
  return problems;
}

/** Each non-merge commit of `range` with the problems of its message. */
function checkRange(range, cwd = process.cwd()) {
  const git = (...args) => execFileSync('git', args, { cwd, encoding: 'utf8' });
  const hashes = git('rev-list', '--no-merges', '--reverse', range).split('\n').filter(Boolean);
  return hashes.map((hash) => {
    const message = git('log', '-1', '--format=%B', hash);
    return { hash, subject: message.split('\n')[0], problems: messageProblems(message) };
  });
}

module.exports = { messageProblems, checkRange };

if (require.main === module) {
  const range = process.argv[2] ?? 'main..HEAD';
  const failing = checkRange(range).filter((commit) => commit.problems.length > 0);
  for (const commit of failing) console.log(`${commit.hash.slice(0, 12)} "${commit.subject}": ${commit.problems.join('; ')}`);
  if (failing.length > 0) process.exit(1);
  console.log(`Commit messages of ${range}: every one keeps the rule.`);
}
