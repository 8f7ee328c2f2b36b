// The floor of bench/history-first-sync.ts: what a first sync cannot avoid in a fresh process,
// with nothing else. On a line from stdin it opens the cache file, lists the service's history
// pages with node:http + JSON.parse until a page holds only known ids (each looked up with one
// prepared statement), fetches the clips of unknown ones (bytes dropped), and prints one line. No
// schema validation, no writes, no session, no events: the irreducible reads and round trips, over
// the lightest transport Node has (its fetch loads undici first, which the core does not pay).
import { get } from 'node:http';
import { DatabaseSync } from 'node:sqlite';

/** The whole body of a GET, with the key. */
function fetchBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve(Buffer.concat(chunks)));
      answer.on('error', reject);
    }).on('error', reject);
  });
}

interface ListedEntry {
  id: string;
  audio?: string;
  downloadUrl?: string;
}

async function firstSyncFloor(): Promise<{ pages: number; fetched: number }> {
  const service = process.env.SAWT_BENCH_SERVICE!;
  const headers = { Authorization: `Token ${process.env.SAWT_BENCH_KEY!}` };
  const db = new DatabaseSync(process.env.SAWT_BENCH_CACHE!, { readOnly: true });
  const known = db.prepare('SELECT script, created_at, voice_name, dialect_code FROM history_entries WHERE id = ?');
  let fetched = 0;
  let page = 1;
  for (; ; page++) {
    const query = `page=${page}&perPage=100&projectId=${encodeURIComponent(process.env.SAWT_BENCH_PROJECT!)}`;
    const answer = JSON.parse((await fetchBody(`${service}/v2/tts/histories?${query}`, headers)).toString('utf8')) as {
      data: { ttsHistories: ListedEntry[]; totalPages: number };
    };
    const unknown = answer.data.ttsHistories.filter((entry) => known.get(entry.id) === undefined);
    await Promise.all(
      unknown.map(async (entry) => {
        await fetchBody(entry.downloadUrl ?? entry.audio!, headers);
        fetched++;
      }),
    );
    if (unknown.length === 0 || page >= answer.data.totalPages) break;
  }
  db.close();
  return { pages: page, fetched };
}

process.stdout.write('ready\n');
process.stdin.once('data', () => {
  const ready = process.cpuUsage();
  void firstSyncFloor().then((done) => {
    const used = process.cpuUsage(ready);
    process.stdout.write(`${JSON.stringify({ ...done, cpuMs: (used.user + used.system) / 1000 })}\n`);
    process.exit(0);
  });
});
