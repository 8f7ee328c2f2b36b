// Child process for tests/integration/projects-durability.test.ts: saves one block's text through
// the projects core (blocks.update's own transaction) as fast as it can until it is killed. Prints
// "writing" once the first save has landed, so the parent's random kill falls inside the loop.
import { openWorkDatabase } from '../../electron/core/projects';
import { updateBlock } from '../../electron/core/projects/block-edits';
import { savedText } from './projects-save-text';

const [path, blockId] = process.argv.slice(2);
if (!path || !blockId) {
  process.stderr.write('usage: projects-save-child.ts <projects.sqlite> <blockId>\n');
  process.exit(2);
}
const opened = openWorkDatabase(path);
if (!opened.ok) {
  process.stderr.write(`${opened.error.message}\n`);
  process.exit(1);
}
const work = opened.value.database;
for (let version = 1; ; version += 1) {
  const saved = work.transaction(() => updateBlock(work, blockId, { text: savedText(version) }));
  if (!saved.ok) {
    process.stderr.write(`${saved.error.message}\n`);
    process.exit(1);
  }
  if (version === 1) process.stdout.write('writing\n');
}
