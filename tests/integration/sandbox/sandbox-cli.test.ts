import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi, makeTempDir } from '../../helpers/test-sandbox';

const root = resolve(__dirname, '../../..');
let child: ChildProcess | null = null;
let dir: string | null = null;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
  child = null;
  dir = null;
});

/** Starts `cli.ts` and resolves with what it printed once both banner lines are out. */
function startCli(args: string[], env: Record<string, string> = {}): Promise<{ url: string; apiKey: string; stdout: string[] }> {
  dir = makeTempDir('sawt-sandbox-cli-');
  child = spawn(process.execPath, ['--import', 'tsx', join(root, 'electron/sandbox/cli.ts'), '--data', join(dir, 'data'), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let out = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /^Sandbox: (\S+)$/m.exec(out)?.[1];
      const apiKey = /^Demo API key: (\S+)$/m.exec(out)?.[1];
      if (url && apiKey) done({ url, apiKey, stdout: out.trim().split('\n') });
    });
    child!.once('exit', (code) => fail(new Error(`cli exited early with ${code}`)));
  });
}

describe('sandbox CLI', () => {
  it('prints exactly the URL and key lines, serves, honours fault env and stops on SIGTERM', async () => {
    const faults = JSON.stringify({ rules: [{ route: 'dialectList', kind: 'status', status: 503, times: 1 }] });
    const { url, apiKey, stdout } = await startCli(['--port', '0', '--speech', 'synthetic', '--latency', '1'], { SANDBOX_FAULTS: faults });
    expect(stdout).toEqual([`Sandbox: ${url}`, `Demo API key: ${apiKey}`]);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await callApi({ url, apiKey }, '/v2/tts/dialects')).status).toBe(503);
    expect((await callApi({ url, apiKey }, '/v2/tts/dialects')).status).toBe(200);
    const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('answers in the lenient shape with --shape lenient, and in it with SANDBOX_SHAPE', async () => {
    const usage = async (url: string, apiKey: string) =>
      typeof (await callApi({ url, apiKey }, '/v2/tts/voices/default/current')).body.data.usedInJobs;
    const flagged = await startCli(['--speech', 'synthetic', '--shape', 'lenient']);
    expect(await usage(flagged.url, flagged.apiKey)).toBe('number');
    await new Promise((r) => {
      child!.once('exit', r);
      child!.kill('SIGKILL');
    });
    rmSync(dir!, { recursive: true, force: true });
    const fromEnv = await startCli(['--speech', 'synthetic'], { SANDBOX_SHAPE: 'lenient' });
    expect(await usage(fromEnv.url, fromEnv.apiKey)).toBe('number');
  });

  it.each([
    [['--speech', 'loud'], 'usage:'],
    [['--shape', 'loose'], '--shape must be spec or lenient, got "loose"'],
  ])('refuses bad flags %j with a usage line and exit code 2', async (args, message) => {
    dir = makeTempDir('sawt-sandbox-cli-');
    child = spawn(process.execPath, ['--import', 'tsx', join(root, 'electron/sandbox/cli.ts'), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((r) => child!.once('exit', (c) => r(c)));
    expect(code).toBe(2);
    expect(err).toContain('usage:');
    expect(err).toContain(message);
  });
});
