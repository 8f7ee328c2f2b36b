import { join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract';
import type { CoreContext } from '../core-context';
import { ProjectLexicons } from './project-lexicons';
import { ProjectWork } from './project-work';
import { ChapterRenders } from './render-scheduler';
import { isReadOnlyFault } from '../sqlite';
import { isDamage, openWorkDatabase, type DamagedWork, type WorkDatabase } from './work-database';
import type { WorkScope } from './work-scope';

export type { WorkScope } from './work-scope';

/**
 * The active profile's work database, opened on first use and kept until the profile changes or
 * the core closes. Not part of the session: projects must be listed, read and edited when the cache
 * cannot open (another copy of the studio holds it, it is being rebuilt), as drafts are. What needs
 * the cache (takes' lengths, voice dialects, renders, estimates, generation) asks for it through
 * `withCache` and does without it when it is not there.
 */

export const workFileName = 'projects.sqlite';
export const workFileOf = (profileDirectory: string) => join(profileDirectory, workFileName);

/**
 * Work done once per profile and run, before the first call is served (the drafts' migration).
 * Answering false asks for another try on the next call (it waited for the cache).
 */
export type OnFirstOpen = (scope: WorkScope) => Promise<boolean>;

interface OpenWork {
  directory: string;
  profileId: string;
  database: WorkDatabase;
  users: number;
  retired: boolean;
  prepared: Promise<void> | undefined;
}

export type ProjectsCore = Pick<CoreContext, 'profiles' | 'sessions' | 'events'>;

// One home per core (a process may run several: tests restart cores side by side), made on first use.
const homes = new WeakMap<ProjectsCore, ProjectsHome>();

/** The core's projects: the handlers of projects, History and the queue all use this one. */
export function projectsHomeOf(core: ProjectsCore): ProjectsHome {
  let home = homes.get(core);
  if (!home) homes.set(core, (home = new ProjectsHome(core)));
  return home;
}

/** The core is closing: its projects' background work stops and their database closes. */
export function closeProjectsOf(core: ProjectsCore): void {
  homes.get(core)?.close();
}

export class ProjectsHome {
  private current: OpenWork | undefined;
  private damaged: DamagedWork | null = null;
  private readonly firstOpen: OnFirstOpen[] = [];
  private closed = false;
  /** Chapter renders of the active profile's projects, made in the background. */
  readonly renders: ChapterRenders;
  /** The lexicons projects are read with, following the profile's lexicon files. */
  readonly lexicons: ProjectLexicons;
  /** Takes, failures and jobs for the generation queue; take origins for History. */
  readonly blocks: ProjectWork;

  constructor(private readonly core: ProjectsCore) {
    this.renders = new ChapterRenders((work) => this.use(work), core.events);
    this.lexicons = new ProjectLexicons(
      (work) => this.use(work),
      this.renders,
      core.events,
      () => this.current !== undefined,
    );
    this.blocks = new ProjectWork(
      (work) => this.use(work),
      this.renders,
      core.events,
      (projectId) => this.lexicons.follow(projectId),
    );
  }

  onFirstOpen(hook: OnFirstOpen): void {
    this.firstOpen.push(hook);
  }

  /** Whether the active profile's projects were opened read-only (the data folder refused a write). */
  readOnly(): boolean {
    return this.current?.database.readOnly ?? false;
  }

  /** The damaged file this run found and set aside, if any (shown in the projects list). */
  damagedFile(): DamagedWork | null {
    return this.damaged;
  }

  async use<T>(work: (scope: WorkScope) => Promise<Result<T>> | Result<T>): Promise<Result<T>> {
    if (this.closed) return fail('CANCELLED', 'The studio is closing.');
    const profile = await this.core.profiles.active();
    if (!profile.ok) return profile;
    const directory = await this.core.profiles.directoryOf(profile.value.id);
    if (!directory.ok) return directory;
    const opened = this.openFor(profile.value.id, directory.value);
    if (!opened.ok) return opened;
    const open = opened.value;
    open.users += 1;
    try {
      const scope = this.scopeOf(open);
      // Bringing drafts in writes: a read-only folder shows the projects as they were saved.
      open.prepared ??= open.database.readOnly
        ? Promise.resolve()
        : this.prepare(scope).then((done) => {
            if (!done) open.prepared = undefined;
          });
      await open.prepared;
      return await work(scope);
    } catch (error) {
      if (open.database.readOnly && isReadOnlyFault(error)) return readOnlyRefusal();
      if (!isDamage(error)) throw error;
      // Checked again (and set aside) by the next open: never patched over in place.
      open.retired = true;
      if (this.current === open) this.current = undefined;
      return fail(
        'DISK',
        'Your projects file turned out to be damaged. Try again: it will be set aside (kept, not deleted) and your drafts brought in again.',
        {
          messageKey: 'disk.PROJECTS_DAMAGED',
        },
      );
    } finally {
      open.users -= 1;
      if (open.retired && open.users === 0) open.database.close();
    }
  }

  /** The core is closing: background renders stop, and the database closes once its last user is done. */
  close(): void {
    this.closed = true;
    this.renders.stop();
    this.retire();
  }

  private retire(): void {
    const open = this.current;
    this.current = undefined;
    if (!open) return;
    open.retired = true;
    if (open.users === 0) open.database.close();
  }

  private openFor(profileId: string, directory: string): Result<OpenWork> {
    if (this.current && this.current.directory === directory) return ok(this.current);
    this.retire();
    const opened = openWorkDatabase(workFileOf(directory));
    if (!opened.ok) return opened;
    if (opened.value.damaged) {
      this.damaged = opened.value.damaged;
      console.warn(
        `[studio] the projects file was damaged (${opened.value.damaged.reason}); it was moved to ${opened.value.damaged.movedTo} and a fresh one started`,
      );
    }
    this.current = { directory, profileId, database: opened.value.database, users: 0, retired: false, prepared: undefined };
    return ok(this.current);
  }

  private scopeOf(open: OpenWork): WorkScope {
    return {
      work: open.database,
      profileId: open.profileId,
      directory: open.directory,
      withCache: (read) =>
        this.core.sessions.use(async (session) =>
          session.profile.id === open.profileId
            ? ok(await read(session))
            : fail('NOT_FOUND', 'The profile of these projects is no longer the active one.'),
        ),
    };
  }

  private async prepare(scope: WorkScope): Promise<boolean> {
    let done = true;
    for (const hook of this.firstOpen) {
      try {
        done = (await hook(scope)) && done;
      } catch (error) {
        if (isDamage(error)) throw error;
        console.warn('[studio] preparing the projects failed:', error);
      }
    }
    return done;
  }
}

/**
 * A write refused because the data folder is read-only. The renderer keeps what was typed and
 * shows it not saved; the message says so and what to do.
 */
export function readOnlyRefusal(): Result<never> {
  return fail(
    'DISK_READ_ONLY',
    'The disk is read-only, so this change was not saved; your text is kept here. Make the data folder writable, then try again.',
    { messageKey: 'disk.READ_ONLY' },
  );
}
