// A fresh process that fetches one answer whole (whole-fetch.ts) from the URL it is given, reads
// it, and prints whether fetch's machinery (undici) was loaded for it: a fresh core pays that
// load inside the first sync a user waits for.
import { createWholeFetch } from '../../electron/core/service/whole-fetch';

/** Node's list of the built-in modules it has loaded (not in its typings). */
const undiciLoaded = () => (process as unknown as { moduleLoadList: string[] }).moduleLoadList.some((name) => name.includes('undici'));

async function main(): Promise<void> {
  const before = undiciLoaded();
  const answer = await createWholeFetch()(process.argv[2]!, { headers: { accept: 'application/json' } });
  const body = await answer.text();
  process.stdout.write(`${JSON.stringify({ before, after: undiciLoaded(), status: answer.status, bytes: body.length })}\n`);
}

void main();
