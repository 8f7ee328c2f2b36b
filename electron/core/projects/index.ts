/**
 * Projects (issue 30): the profile's work database of projects, chapters and blocks, their takes
 * and renders. The generation queue builds on `ProjectsHome.blocks` (jobs, takes, failures) or, in
 * a transaction of its own, on the functions below with the work database.
 */
export { ProjectsHome, projectsHomeOf, closeProjectsOf, workFileOf, workFileName, type WorkScope } from './projects-home';
export { ProjectWork } from './project-work';
export { WorkDatabase, openWorkDatabase, type OpenedWork, type DamagedWork } from './work-database';
export { workMigrations, type WorkMigration } from './work-migrations';
export { recordBlockTake, recordBlockFailure, takeOfHash, chooseBlockTake, type BlockTakeRecord, type RecordedTake } from './block-takes';
export { blocksToQueue, type BlockJob, type JobScope } from './queue-jobs';
export { renderPlanOf, rendersDirOf, type RenderPlan } from './chapter-render';
// What a project's export (electron/core/deliverables) reads of it.
export { readProject, readBlocksOfChapter } from './project-reads';
export { projectsHandlers } from './handlers';
export { refusingWritesWhenReadOnly } from './read-only-handlers';
export { queuesOf, closeQueuesOf, defaultQueueLimits, type QueueLimits } from './queue';
// What a profile from before issue 30 kept of the Script screen: History names a take of a draft by it.
export { withActiveDrafts } from './legacy';
