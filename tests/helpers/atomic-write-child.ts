// Child process for tests/integration/fs/atomic-write-kill.test.ts: rewrites one settings-sized JSON
// file with writeFileAtomic as fast as it can until it is killed. Prints "writing" once the first
// rewrite has landed, so the parent's random kill falls inside the loop, not inside start-up.
import { writeFileAtomic } from '../../electron/core/fs/atomic-write';

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: atomic-write-child.ts <file>\n');
  process.exit(2);
}

async function rewriteForever(path: string): Promise<void> {
  for (let generation = 1; ; generation += 1) {
    // Settings-sized (~2 KB) and different every time, so a torn write could not go unnoticed.
    const body = {
      schemaVersion: 1,
      generation,
      serviceBaseUrl: { kind: 'custom', url: `https://api-${generation}.example.com` },
      preferences: { language: 'ar', theme: 'dark', playAfterGenerate: generation % 2 === 0 },
      padding: 'سَوت '.repeat(200 + (generation % 50)),
    };
    const written = await writeFileAtomic(path, JSON.stringify(body, null, 2), { label: 'settings' });
    if (!written.ok) {
      process.stderr.write(`${written.error.message}\n`);
      process.exit(1);
    }
    if (generation === 1) process.stdout.write('writing\n');
  }
}

void rewriteForever(target);
