// The floors of bench/history-scale-sync.ts's full sync, in a process of their own, on the same
// seeded data directory before the sync runs: the same embedded sandbox (its own process) and
// the same clips. Prints one JSON line.
//  - download: every page listed and every clip fetched over loopback with bare fetch, as many
//    at once as the sync downloads, bytes dropped (no hashing, no SQL, no files);
//  - disk: as many files of the clips' mean size written as the sync writes, temp → fsync →
//    rename into 256 folders, 16 at once, no folder fsync (no HTTP, no SQL).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { embeddedSandbox } from '../electron/core/session';
import { downloadConcurrency } from '../electron/core/history/sync/batch-downloads';

const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

async function downloadFloor(url: string, apiKey: string): Promise<{ wallMs: number; cpuMs: number; clips: number; bytes: number }> {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const authorization = `Token ${apiKey}`;
  const audio: string[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await fetch(`${url}/v2/tts/histories?page=${page}&perPage=100`, {
      headers: { authorization, accept: 'application/json' },
    });
    const body = (await answer.json()) as { data: { totalPages: number; ttsHistories: Array<{ audio: string }> } };
    pages = body.data.totalPages;
    for (const entry of body.data.ttsHistories) audio.push(new URL(entry.audio, `${url}/`).href);
  }
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < audio.length) {
      const answer = await fetch(audio[next++]!, { headers: { authorization, accept: 'audio/*' } });
      bytes += (await answer.arrayBuffer()).byteLength;
    }
  };
  await Promise.all(Array.from({ length: downloadConcurrency }, worker));
  return { wallMs: performance.now() - t0, cpuMs: cpuMs(cpu0), clips: audio.length, bytes };
}

async function diskFloor(files: number, size: number): Promise<{ wallMs: number; cpuMs: number }> {
  const root = mkdtempSync(join(process.env.SAWT_DATA_DIR!, 'disk-floor-'));
  for (let shard = 0; shard < 256; shard++) mkdirSync(join(root, shard.toString(16).padStart(2, '0')));
  const bytes = randomBytes(size);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let next = 0;
  const worker = async () => {
    while (next < files) {
      const i = next++;
      const folder = join(root, (i % 256).toString(16).padStart(2, '0'));
      const temp = join(folder, `.${i}.tmp`);
      const file = await open(temp, 'wx', 0o600);
      await file.writeFile(bytes);
      await file.sync();
      await file.close();
      await rename(temp, join(folder, `${i}.wav`));
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  const figures = { wallMs: performance.now() - t0, cpuMs: cpuMs(cpu0) };
  rmSync(root, { recursive: true, force: true });
  return figures;
}

async function main(): Promise<void> {
  const sandbox = embeddedSandbox(process.env.SAWT_DATA_DIR!);
  const account = await sandbox.account();
  if (!account.ok) throw new Error(account.error.message);
  try {
    const download = await downloadFloor(account.value.url, account.value.apiKey);
    const disk = await diskFloor(download.clips, Math.round(download.bytes / Math.max(1, download.clips)));
    process.stdout.write(`${JSON.stringify({ download, disk })}\n`);
  } finally {
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
