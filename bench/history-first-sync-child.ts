// The cold core of bench/history-first-sync.ts: a fresh process running the core bundled as users
// run it (bench/bench-bundle.ts builds this file as electron-vite builds out/main), behind web
// mode's server. It prints one JSON line when it listens; the parent then makes the first call
// (history.sync) over loopback, so the session opens and syncs inside that call, as at a user's
// start. A line on stdin asks for the CPU time used since it listened; it prints it and ends.
// The service is the parent's sandbox (through its clock), as a configured account would be; the
// keychain is in memory (a sandbox profile reads no key).
import { createCore } from '../electron/core/core';
import { InMemorySecretStore } from '../tests/helpers/in-memory-secret-store';
import { existingSandbox, type SandboxAccount } from '../electron/core/session';
import { startWebServer } from '../electron/web/server';

async function main(): Promise<void> {
  const account = JSON.parse(process.env.SAWT_BENCH_ACCOUNT!) as SandboxAccount;
  const core = await createCore({
    dataDir: process.env.SAWT_DATA_DIR!,
    version: 'bench',
    secrets: new InMemorySecretStore(),
    sandbox: existingSandbox(account),
  });
  const server = await startWebServer({ handlers: core.handlers, events: core.events, audio: core.audio, rendererDir: __dirname });
  const listening = process.cpuUsage();
  // readyUs (the monotonic clock of --cpu-prof's timestamps) lets a profile be cut at the first call.
  const readyUs = Number(process.hrtime.bigint() / 1000n);
  process.stdout.write(`${JSON.stringify({ host: server.host, port: server.port, token: server.token, readyUs })}\n`);
  process.stdin.once('data', () => {
    const used = process.cpuUsage(listening);
    process.stdout.write(`${JSON.stringify({ cpuMs: (used.user + used.system) / 1000 })}\n`);
    void server
      .close()
      .then(() => core.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
