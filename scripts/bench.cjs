// `npm run bench [-- filter]`: builds the UI if needed (the start-up figure loads it), then runs
// bench/run.ts on this Node.
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { buildIfNeeded } = require('./build-if-needed.cjs');

const root = path.resolve(__dirname, '..');
buildIfNeeded();
const result = spawnSync(
  process.execPath,
  ['--disable-warning=ExperimentalWarning', '--import', 'tsx', path.join(root, 'bench', 'run.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
