import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` where Electron cannot run: web mode on loopback, the URL printed, the default
// browser opened (a fake xdg-open on PATH records what it was asked to open) only with a display.
const root = resolve(__dirname, '../../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function npmStart(display: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-npm-start-'));
  dirs.push(dir);
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  const opened = join(dir, 'opened.txt');
  writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`);
  chmodSync(join(bin, 'xdg-open'), 0o755);
  const ui = join(dir, 'ui');
  mkdirSync(ui);
  writeFileSync(join(ui, 'index.html'), '<!doctype html><title>Sawt</title>');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH ?? ''}`,
    XDG_CONFIG_HOME: join(dir, 'config'),
    // No Electron binary here, whatever the machine has.
    ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'no-electron'),
  };
  delete env.WAYLAND_DISPLAY;
  if (display) env.DISPLAY = ':99';
  else delete env.DISPLAY;
  const child = spawn(process.execPath, [join(root, 'scripts/start.cjs'), '--renderer', ui], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  const output = new Promise<string>((done) => {
    const collect = (chunk: Buffer) => {
      text += chunk.toString();
      if (/Web mode: \S+\n/.test(text)) done(text);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('exit', () => done(text));
  });
  return { output, opened, dataDir: join(dir, 'config', 'Sawt Studio') };
}

async function waitForFile(file: string): Promise<string> {
  await expect.poll(() => existsSync(file)).toBe(true);
  return readFileSync(file, 'utf8');
}

describe('npm start without Electron', () => {
  it('runs web mode, says why, prints the URL and opens it in the default browser', async () => {
    const run = npmStart(true);
    const text = await run.output;
    expect(text).toContain('The Electron binary is not installed on this machine');
    const url = /^Web mode: (\S+)$/m.exec(text)![1]!;
    expect(url).toMatch(/^http:\/\/127\.\d+\.\d+\.\d+:\d+\/\?token=/);
    expect(await waitForFile(run.opened)).toBe(url);
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(303);
    // The library lives where the desktop app keeps it, so both modes see the same history.
    expect(existsSync(run.dataDir)).toBe(true);
  });

  it('without a display prints the URL and opens nothing', async () => {
    const run = npmStart(false);
    const text = await run.output;
    expect(text).toMatch(/^Web mode: http:\/\/127\.\d+\.\d+\.\d+:\d+\//m);
    // Proving that nothing opens takes a window of time: with a display the fake opener writes well within it.
    await new Promise((r) => setTimeout(r, 300));
    expect(existsSync(run.opened)).toBe(false);
  });
});
