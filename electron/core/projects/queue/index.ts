/**
 * The generation queue (issue 30 item 6): durable jobs in the work database, run a few at a time
 * in the core, a block sent at most once per content hash, also across a crash.
 */
export { queueHandlers, queuesOf, closeQueuesOf } from './queue-handlers';
export { GenerationQueues } from './queues';
export { defaultQueueLimits, type QueueLimits } from './job-policy';
