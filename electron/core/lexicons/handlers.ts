import { ok, type Result } from '../../../shared/contract';
import type { lexiconsOperations } from '../../../shared/contract/ops/lexicons';
import { writeCsv, writePls } from '../../../shared/lexicon';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import { safeFileBase } from '../fs';
import { withActiveLexicons } from './active-lexicons';
import { deleteEntries, summaryOf, upsertEntries } from './lexicon-entries';
import { importLexicon } from './lexicon-import';
import { tryEntry } from './try-entry';

/** Handlers of every operation declared in shared/contract/ops/lexicons.ts. */
export function lexiconsHandlers(core: CoreContext): Pick<Handlers, keyof typeof lexiconsOperations> {
  /** Tells open previews to read the lexicons in effect again once a change is on disk. */
  const changed = <T>(result: Result<T>, lexiconId: string | null, projectId: string | null = null): Result<T> => {
    if (result.ok) core.events.emit('lexicons.changed', { lexiconId, projectId });
    return result;
  };
  const projectOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'projectId' in value
      ? ((value as { projectId: string | null }).projectId ?? null)
      : null;

  return {
    'lexicons.list': (input) => withActiveLexicons(core, (store) => store.list(input.projectId)),
    'lexicons.get': (input) => withActiveLexicons(core, (store) => store.get(input.id)),
    'lexicons.create': (input) =>
      withActiveLexicons(core, async (store) => {
        const created = await store.create(input);
        return changed(created, created.ok ? created.value.id : null, input.projectId ?? null);
      }),
    'lexicons.rename': (input) =>
      withActiveLexicons(core, async (store) => {
        const renamed = await store.change(input.id, (lexicon, now) => ok({ ...lexicon, name: input.name.trim(), updatedAt: now }));
        return changed(renamed.ok ? ok(summaryOf(renamed.value)) : renamed, input.id, projectOf(renamed.ok && renamed.value));
      }),
    'lexicons.delete': (input) => withActiveLexicons(core, async (store) => changed(await store.remove(input.id), input.id)),
    'lexicons.setEnabled': (input) =>
      withActiveLexicons(core, async (store) => {
        const switched = await store.change(input.id, (lexicon, now) => ok({ ...lexicon, enabled: input.enabled, updatedAt: now }));
        return changed(switched.ok ? ok(summaryOf(switched.value)) : switched, input.id, projectOf(switched.ok && switched.value));
      }),
    'lexicons.upsertEntries': (input) =>
      withActiveLexicons(core, async (store) => {
        const saved = await store.change(input.lexiconId, (lexicon, now) => upsertEntries(lexicon, input.entries, now));
        return changed(saved, input.lexiconId, projectOf(saved.ok && saved.value));
      }),
    'lexicons.deleteEntries': (input) =>
      withActiveLexicons(core, async (store) => {
        const saved = await store.change(input.lexiconId, (lexicon, now) => ok(deleteEntries(lexicon, input.entryIds, now)));
        return changed(saved, input.lexiconId, projectOf(saved.ok && saved.value));
      }),
    'lexicons.import': (input) =>
      withActiveLexicons(core, async (store) => {
        const report = await importLexicon(store, input, () => new Date());
        return changed(report, report.ok ? report.value.lexicon.id : null, report.ok ? report.value.lexicon.projectId : null);
      }),
    'lexicons.export': (input) =>
      withActiveLexicons(core, async (store) => {
        const lexicon = await store.get(input.id);
        if (!lexicon.ok) return lexicon;
        const base = safeFileBase(lexicon.value.name);
        return ok(
          input.format === 'pls'
            ? { fileName: `${base}.pls`, mimeType: 'application/pls+xml', text: writePls(lexicon.value) }
            : { fileName: `${base}.csv`, mimeType: 'text/csv', text: writeCsv(lexicon.value.entries) },
        );
      }),
    'lexicons.inEffect': (input) => withActiveLexicons(core, (store) => store.inEffect(input.projectId)),
    'lexicons.tryEntry': (input, ctx) =>
      core.sessions.use((session) =>
        withActiveLexicons(core, async (store) => {
          const trial = await tryEntry(session, store, input, ctx.signal ?? new AbortController().signal);
          // A side that was generated is a new History row: open lists reload.
          if (trial.ok && (!trial.value.with.reused || !trial.value.without.reused))
            core.events.emit('history.changed', { reason: 'generate' });
          return trial;
        }),
      ),
  };
}
