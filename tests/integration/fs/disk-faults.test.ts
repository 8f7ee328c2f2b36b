import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/contract';
import type { ProjectList } from '../../../shared/model/projects';
import { projectsHomeOf } from '../../../electron/core/projects';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

// Disk faults are named (issue 14 item 8): a real SQLite file that cannot grow (its page count
// capped, as a full disk would leave it) answers a write with DISK, never INTERNAL. The file is the
// projects database, where the user's writing lives.
const rig = useCoreRig();

describe('a full disk', () => {
  it('is reported as DISK with the reason, and the projects database keeps working for reads', async () => {
    unwrap(await rig.call<ProjectList>('projects.list', {}));
    unwrap(
      await projectsHomeOf(rig.core.context).use(({ work }) => {
        const pages = (work.db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
        work.db.exec(`PRAGMA max_page_count = ${pages}`);
        return ok(undefined);
      }),
    );
    const paragraphs = Array.from({ length: 100 }, (_, i) => `${'نص طويل للاختبار '.repeat(150)} ${i}`);
    const result = await rig.call('projects.create', { name: 'Too big for the disk', text: paragraphs.join('\n\n') });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'DISK', messageKey: 'disk.SQLITE_FULL', message: expect.stringContaining('disk is full') },
    });
    expect((await rig.call('projects.list', {})).ok).toBe(true);
  });
});
