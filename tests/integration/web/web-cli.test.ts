import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Starts web mode as `npm run web` does (scripts/web.cjs: build if needed, then the bundle) and collects what it prints. */
function startWebMode(args: string[]): { child: ChildProcess; output: Promise<string>; exit: Promise<number | null> } {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-web-cli-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Sawt</title>');
  const child = spawn(process.execPath, [join(root, 'scripts/web.cjs'), '--data', join(dir, 'data'), '--renderer', dir, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  const output = new Promise<string>((done) => {
    const collect = (chunk: Buffer) => {
      text += chunk.toString();
      if (/Web mode: \S+\n/.test(text) || /port/.test(text)) done(text);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('exit', () => done(text));
  });
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output, exit };
}

describe('npm run web', () => {
  it('prints one "Web mode: <url>" line whose URL carries a per-run token and opens the UI', async () => {
    const { output } = startWebMode(['--port', '0']);
    const line = (await output).split('\n').find((l) => l.startsWith('Web mode: '));
    expect(line).toMatch(/^Web mode: http:\/\/127\.\d+\.\d+\.\d+:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
    const url = line!.slice('Web mode: '.length);
    const first = await fetch(url, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    const page = await fetch(new URL('/', url), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Sawt</title>');
    expect((await fetch(new URL('/', url))).status).toBe(401);
  });

  // What the desktop app runs, on plain Node: tsx compiling the core's sources at every start held
  // the address back.
  it.runIf(process.platform === 'linux')('runs the bundled core (out/main/web.js), not the TypeScript sources through tsx', async () => {
    const { child, output } = startWebMode(['--port', '0']);
    expect(await output).toMatch(/^Web mode: /m);
    const server = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/);
    expect(server).toHaveLength(1);
    const command = readFileSync(`/proc/${server[0]}/cmdline`, 'utf8').split('\0');
    expect(command).toContain(join(root, 'out', 'main', 'web.js'));
    expect(command.join(' ')).not.toMatch(/tsx|\.ts\b/);
  });

  it('says clearly when the port is taken', async () => {
    const first = startWebMode(['--port', '0', '--host', '127.0.0.1']);
    const port = /127\.0\.0\.1:(\d+)/.exec(await first.output)![1]!;
    const second = startWebMode(['--port', port, '--host', '127.0.0.1']);
    expect(await second.exit).toBe(1);
    expect(await second.output).toContain('already in use');
  });

  it('refuses a port that is not a number', async () => {
    const run = startWebMode(['--port', 'eighty']);
    expect(await run.exit).toBe(2);
    expect(await run.output).toContain('--port must be a whole number');
  });
});
