import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportOutcome } from '../../../shared/model/audio-export';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

// Clips leave the studio only as files the core owns, resolved by history id (audioExport.*).
const rig = useCoreRig({ history: { entries: 60 } });
let outDir: string;

beforeAll(async () => {
  unwrap(await rig.call('history.sync'));
  outDir = mkdtempSync(join(tmpdir(), 'sawt-export-'));
});
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('exporting cached clips', () => {
  it('copies clips under template names, keeps Arabic, never overwrites', async () => {
    const ids = rig.ids.slice(0, 3);
    const events: number[] = [];
    const stop = rig.core.events.subscribe((name, payload) => {
      if (name === 'audioExport.exportProgress') events.push((payload as { done: number }).done);
    });
    const first = unwrap(
      await rig.call<ExportOutcome>('audioExport.exportToFolder', { ids, directory: outDir, template: '{voice}_{first words}' }),
    );
    const second = unwrap(
      await rig.call<ExportOutcome>('audioExport.exportToFolder', { ids, directory: outDir, template: '{voice}_{first words}' }),
    );
    stop();
    expect(first.written).toHaveLength(3);
    expect(first.written.some((n) => /[\u0600-\u06FF]/.test(n))).toBe(true);
    expect(second.written.every((n) => n.endsWith(' (2).wav'))).toBe(true);
    expect(readdirSync(outDir)).toHaveLength(6);
    expect(events).toEqual([1, 2, 3, 1, 2, 3]);
  });

  it('refuses ids shaped like paths and files that lead out of the cache', async () => {
    for (const id of ['../../etc/passwd', '/etc/passwd', 'C:\\Windows\\win.ini', '..']) {
      const result = await rig.call<ExportOutcome>('audioExport.exportToFolder', { ids: [id], directory: outDir, template: '{id}' });
      expect(unwrap(result).failed[0]?.code).toBe('VALIDATION');
    }
    // A cached file replaced by a link to a file outside the store is not followed.
    const session = await rig.session();
    const victim = rig.ids[5]!;
    const hash = (session.cache.db.prepare('SELECT audio_hash AS h FROM history_entries WHERE id = ?').get(victim) as { h: string }).h;
    const file = session.audioStore.pathOf(hash)!;
    const secret = join(outDir, 'secret.txt');
    writeFileSync(secret, 'not audio');
    unlinkSync(file);
    symlinkSync(secret, file);
    const result = unwrap(
      await rig.call<ExportOutcome>('audioExport.exportToFolder', { ids: [victim], directory: outDir, template: '{id}' }),
    );
    expect(result.failed[0]?.code).toBe('NOT_FOUND');
    expect(readdirSync(outDir).filter((n) => n.startsWith(victim))).toHaveLength(0);
    const drag = await rig.call(
      'audioExport.startDrag',
      { ids: [victim] },
      { desktop: { startDrag: () => undefined, chooseDirectory: async () => null, chooseSaveFile: async () => null } },
    );
    expect(drag.ok ? 'ok' : drag.error.code).toBe('NOT_FOUND');
  });

  it('refuses a template with a path separator and a relative destination', async () => {
    const bad = await rig.call('audioExport.exportToFolder', { ids: [rig.ids[0]!], directory: outDir, template: '../{id}' });
    expect(bad.ok ? 'ok' : bad.error.field).toBe('template');
    const relative = await rig.call('audioExport.exportToFolder', { ids: [rig.ids[0]!], directory: 'exports', template: '{id}' });
    expect(relative.ok ? 'ok' : relative.error.field).toBe('directory');
  });

  it('drags files the core copied under their names, never paths from the caller', async () => {
    const dragged: string[][] = [];
    const desktop = {
      startDrag: (files: string[]) => void dragged.push(files),
      chooseDirectory: async () => null,
      chooseSaveFile: async () => null,
    };
    unwrap(await rig.call('audioExport.startDrag', { ids: rig.ids.slice(0, 2) }, { desktop }));
    expect(dragged[0]).toHaveLength(2);
    expect(dragged[0]!.every((f) => f.endsWith('.wav') && existsSync(f))).toBe(true);
    const web = await rig.call('audioExport.startDrag', { ids: rig.ids.slice(0, 1) });
    expect(web.ok).toBe(false);
  });
});
