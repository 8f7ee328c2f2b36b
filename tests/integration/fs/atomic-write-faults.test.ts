import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleTempFiles, writeFileAtomic } from '../../../electron/core/fs/atomic-write';
import { SettingsStore } from '../../../electron/core/settings/settings-store';
import { nodeFileSystem, type FileSystem, type WritableFile } from '../../../electron/core/fs/file-system';
import { readJsonFile, setAsideCorruptFile } from '../../../electron/core/fs/read-json';

// Tests run as root, and chmod does not stop root; so disk errors are injected through the
// FileSystem seam, on top of the real file system, at each step of the write.
type Step = 'open' | 'write' | 'sync' | 'rename';

function errnoError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: injected`), { code });
}

/** The real file system, except that `step` fails with `code` (a write fails half-way through). */
function failingAt(step: Step, code: string): FileSystem {
  return {
    ...nodeFileSystem,
    async openForWrite(path, flags, mode) {
      if (step === 'open') throw errnoError(code);
      const file = await nodeFileSystem.openForWrite(path, flags, mode);
      const wrapped: WritableFile = {
        chmod: (m) => file.chmod(m),
        close: () => file.close(),
        async writeFile(data) {
          if (step !== 'write') return file.writeFile(data);
          await file.writeFile(typeof data === 'string' ? data.slice(0, data.length / 2) : data.subarray(0, data.length / 2));
          throw errnoError(code);
        },
        async sync() {
          if (step === 'sync') throw errnoError(code);
          return file.sync();
        },
      };
      return wrapped;
    },
    async rename(from, to) {
      if (step === 'rename') throw errnoError(code);
      return nodeFileSystem.rename(from, to);
    },
  };
}

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-atomic-faults-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('writeFileAtomic with disk errors', () => {
  it.each<[Step, string, RegExp]>([
    ['write', 'ENOSPC', /the disk is full/],
    ['open', 'EACCES', /permission was denied/],
    ['rename', 'EROFS', /read-only/],
    ['sync', 'EIO', /input\/output error/],
    ['write', 'EDQUOT', /quota/],
  ])('turns %s failing with %s into a DISK error and keeps the old file', async (step, code, cause) => {
    const dir = scratch();
    const file = join(dir, 'settings.json');
    writeFileSync(file, '{"old":true}');

    const result = await writeFileAtomic(file, JSON.stringify({ new: true, body: 'x'.repeat(4000) }), {
      label: 'settings',
      fs: failingAt(step, code),
    });

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('DISK');
    expect(result.error.messageKey).toBe(`disk.${code}`);
    expect(result.error.message).toMatch(cause);
    expect(result.error.message).toContain('settings');
    expect(result.error.message).toContain(file);
    expect(result.error.message).toContain('The previous settings is unchanged');
    expect(readFileSync(file, 'utf8')).toBe('{"old":true}');
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it.each<Step>(['open', 'write', 'rename'])(
    'says no file was created, not that a previous one is unchanged, when a new file fails at %s',
    async (step) => {
      const dir = scratch();
      const file = join(dir, 'draft.json');
      const result = await writeFileAtomic(file, '{}', { label: 'draft', fs: failingAt(step, 'EROFS') });
      expect(result).toMatchObject({ ok: false, error: { code: 'DISK', messageKey: 'disk.EROFS' } });
      if (result.ok) return;
      expect(result.error.message).toBe(`Could not save draft (${file}): the disk is read-only. No file was created.`);
      expect(readdirSync(dir)).toEqual([]);
    },
  );

  it('creates the file with the requested permissions, whatever the umask', async () => {
    const dir = scratch();
    const file = join(dir, 'profiles.json');
    const previous = process.umask(0o000);
    try {
      expect((await writeFileAtomic(file, '{}', { label: 'the profile list', mode: 0o600 })).ok).toBe(true);
    } finally {
      process.umask(previous);
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('still succeeds when the directory cannot be fsynced (Windows cannot)', async () => {
    const dir = scratch();
    const file = join(dir, 'settings.json');
    const fs: FileSystem = { ...nodeFileSystem, openDirectory: () => Promise.reject(errnoError('EISDIR')) };
    expect(await writeFileAtomic(file, '{"a":1}', { label: 'settings', fs })).toEqual({ ok: true, value: undefined });
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}');
  });

  it('leaves no temp file behind when writers overlap', async () => {
    const dir = scratch();
    const file = join(dir, 'settings.json');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => writeFileAtomic(file, JSON.stringify({ i }), { label: 'settings' })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(readdirSync(dir)).toEqual(['settings.json']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('i');
  });
});

describe('stale temp files left by a crash', () => {
  it('are removed for the given file only', async () => {
    const dir = scratch();
    const file = join(dir, 'settings.json');
    writeFileSync(file, '{}');
    for (const name of [
      '.settings.json.0123456789ab.tmp',
      '.settings.json.ba9876543210.tmp',
      '.profiles.json.0123456789ab.tmp',
      '.settings.json.notours.tmp',
      'notes.txt',
    ]) {
      writeFileSync(join(dir, name), 'x');
    }
    await removeStaleTempFiles(file);
    expect(readdirSync(dir).sort()).toEqual([
      '.profiles.json.0123456789ab.tmp',
      '.settings.json.notours.tmp',
      'notes.txt',
      'settings.json',
    ]);
  });

  it('are cleared when settings load', async () => {
    const dir = scratch();
    writeFileSync(join(dir, '.settings.json.0123456789ab.tmp'), '{"half');
    expect((await new SettingsStore({ directory: dir }).load()).ok).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('readJsonFile', () => {
  const schema = z.strictObject({ name: z.string(), count: z.number().int() });

  it('reads a valid file', async () => {
    const file = join(scratch(), 'a.json');
    writeFileSync(file, '{"name":"x","count":2}');
    expect(await readJsonFile(file, schema, { label: 'settings' })).toEqual({ ok: true, value: { name: 'x', count: 2 } });
  });

  it('reports a missing file as NOT_FOUND', async () => {
    const result = await readJsonFile(join(scratch(), 'none.json'), schema, { label: 'settings' });
    expect(result.ok ? null : result.error.code).toBe('NOT_FOUND');
  });

  it('reports a torn file as damaged without quoting its content', async () => {
    const file = join(scratch(), 'a.json');
    writeFileSync(file, '{"name":"private-words-here","cou');
    const result = await readJsonFile(file, schema, { label: 'settings' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'VALIDATION', messageKey: 'file.corrupt' });
    expect(result.error.message).toContain('not valid JSON');
    expect(result.error.message).not.toContain('private-words-here');
  });

  it('names the field that does not match the schema', async () => {
    const file = join(scratch(), 'a.json');
    writeFileSync(file, '{"name":"x","count":"two"}');
    const result = await readJsonFile(file, schema, { label: 'settings' });
    expect(result.ok ? null : result.error).toMatchObject({ code: 'VALIDATION', field: 'count', messageKey: 'file.corrupt' });
  });

  it('reports an unreadable file as DISK', async () => {
    const fs: FileSystem = { ...nodeFileSystem, readFile: () => Promise.reject(errnoError('EACCES')) };
    const result = await readJsonFile(join(scratch(), 'a.json'), schema, { label: 'settings', fs });
    expect(result.ok ? null : result.error).toMatchObject({ code: 'DISK', messageKey: 'disk.EACCES' });
  });

  it('sets a damaged file aside under a timestamped name', async () => {
    const dir = scratch();
    const file = join(dir, 'settings.json');
    writeFileSync(file, 'garbage');
    const moved = await setAsideCorruptFile(file, { label: 'settings', now: () => new Date('2025-01-02T03:04:05.678Z') });
    expect(moved).toEqual({ ok: true, value: `${file}.corrupt-2025-01-02T03-04-05.678Z` });
    expect(readdirSync(dir)).toEqual(['settings.json.corrupt-2025-01-02T03-04-05.678Z']);
  });
});
