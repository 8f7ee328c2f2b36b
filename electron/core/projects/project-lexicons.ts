import { randomUUID } from 'node:crypto';
import { ok, type PayloadOf, type Result } from '../../../shared/contract';
import type { Lexicon, LexiconsInEffect } from '../../../shared/lexicon';
import type { EventBus } from '../events';
import { SerialQueue } from '../fs';
import { lexiconStoreOf } from '../lexicons';
import { applyProjectLexicons } from './lexicon-refresh';
import type { RenderScheduler } from './render-scheduler';
import type { UseWork, WorkScope } from './work-scope';

/**
 * Projects and the studio's lexicons (issue 32: per profile and per project, the project's first).
 * The lexicons are files of the profile (core/lexicons); each project keeps a copy of those in
 * effect for it in the work database (lexicon-snapshot.ts), which its blocks are read with. This
 * keeps that copy following the files: after every lexicons.changed, and once per profile and run
 * (a change the studio did not live to follow). A project's own lexicons go when it is deleted and
 * are copied when it is duplicated.
 */

/** The lexicons in effect now for a project (null: a script of no project, the profile's alone), read from the profile's files. */
export function lexiconsInEffectFor(scope: Pick<WorkScope, 'directory'>, projectId: string | null): Promise<Result<LexiconsInEffect>> {
  return lexiconStoreOf(scope.directory).inEffect(projectId);
}

const projectIdsOf = (scope: WorkScope) =>
  (scope.work.db.prepare('SELECT id FROM projects ORDER BY created_at, id').all() as Array<{ id: string }>).map((row) => row.id);

export class ProjectLexicons {
  /** Changes are followed one at a time, in the order heard, so an older reading never lands after a newer one. */
  private readonly queue = new SerialQueue();

  constructor(
    private readonly use: UseWork,
    private readonly renders: Pick<RenderScheduler, 'schedule'>,
    private readonly events: EventBus,
    /** Whether a work database is open this run: until one is, its first open follows every change (followAtFirstOpen). */
    private readonly opened: () => boolean = () => true,
  ) {}

  /**
   * Reads the project's blocks (every project's when `projectId` is null: the profile's lexicons
   * changed) with the lexicons now in effect. Only blocks whose spoken text changes get a new hash;
   * their chapters are announced with projects.changed and their renders made again.
   */
  follow(projectId: string | null): Promise<Result<void>> {
    return this.queue.run(() => this.use((scope) => this.followIn(scope, projectId)));
  }

  /** The same, in a scope already open (the first-open hook runs inside `use`). */
  async followIn(scope: WorkScope, projectId: string | null): Promise<Result<void>> {
    const ids = projectId === null ? projectIdsOf(scope) : [projectId];
    for (const id of ids) {
      const inEffect = await lexiconsInEffectFor(scope, id);
      if (!inEffect.ok) return inEffect;
      const moved = scope.work.transaction(() => applyProjectLexicons(scope.work, id, inEffect.value));
      if (moved.size === 0) continue;
      this.renders.schedule(moved);
      this.events.emit('projects.changed', { projectId: id, chapterIds: [...moved] });
    }
    return ok(undefined);
  }

  /** Follows every lexicons.changed from now on (a profile's lexicon, projectId null, reaches every project). */
  followChanges(): void {
    this.events.subscribe((name, payload) => {
      // Not opened yet: nothing to follow now (opening it for a lexicon edit would migrate drafts early).
      if (name !== 'lexicons.changed' || !this.opened()) return;
      void this.follow((payload as PayloadOf<'lexicons.changed'>).projectId).then((followed) => {
        if (!followed.ok && followed.error.code !== 'CANCELLED')
          console.warn(`[studio] projects could not follow a lexicon change: ${followed.error.message}`);
      });
    });
  }

  /** A change made while the studio was not there to follow it: every project read again at first open (ProjectsHome.onFirstOpen). */
  async followAtFirstOpen(scope: WorkScope): Promise<boolean> {
    return (await this.followIn(scope, null)).ok;
  }

  /**
   * Resolves once every change heard so far has been followed: the generation queue awaits it
   * before reading a job with blocksToQueue, so it never sends a text a change already heard would stale.
   */
  settled(): Promise<void> {
    return this.queue.run(async () => undefined);
  }

  /**
   * A duplicate sounds as its original: each of the original's own lexicons is copied to it (new
   * ids, ordered as the originals', so the same entry wins a tie). Answers the copies' ids.
   */
  async copy(scope: Pick<WorkScope, 'directory'>, fromProjectId: string, toProjectId: string): Promise<Result<string[]>> {
    const store = lexiconStoreOf(scope.directory);
    const own = await this.ownLexicons(scope, fromProjectId);
    if (!own.ok) return own;
    const ids = own.value.map(() => randomUUID()).sort();
    const now = new Date().toISOString();
    const made: string[] = [];
    for (const [index, lexicon] of own.value.entries()) {
      const copy: Lexicon = {
        ...lexicon,
        id: ids[index]!,
        projectId: toProjectId,
        entries: lexicon.entries.map((entry) => ({ ...entry, id: randomUUID() })),
        updatedAt: now,
      };
      const added = await store.add(copy);
      if (!added.ok) {
        await this.remove(scope, toProjectId);
        return added;
      }
      made.push(copy.id);
      this.events.emit('lexicons.changed', { lexiconId: copy.id, projectId: toProjectId });
    }
    return ok(made);
  }

  /** A deleted project's own lexicons go with it: no other project reads them, and no list could show them. Answers how many went. */
  async remove(scope: Pick<WorkScope, 'directory'>, projectId: string): Promise<Result<number>> {
    const store = lexiconStoreOf(scope.directory);
    const own = await this.ownLexicons(scope, projectId);
    if (!own.ok) return own;
    for (const lexicon of own.value) {
      const removed = await store.remove(lexicon.id);
      if (!removed.ok) return removed;
      this.events.emit('lexicons.changed', { lexiconId: lexicon.id, projectId });
    }
    return ok(own.value.length);
  }

  /** The project's own lexicons (not the profile's), oldest first as lexiconsInEffect orders them. */
  private async ownLexicons(scope: Pick<WorkScope, 'directory'>, projectId: string): Promise<Result<Lexicon[]>> {
    const store = lexiconStoreOf(scope.directory);
    const listed = await store.list(projectId);
    if (!listed.ok) return listed;
    const own: Lexicon[] = [];
    for (const summary of listed.value.lexicons.filter((l) => l.projectId === projectId)) {
      const lexicon = await store.get(summary.id);
      if (!lexicon.ok) return lexicon;
      own.push(lexicon.value);
    }
    return ok(own.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)));
  }
}
