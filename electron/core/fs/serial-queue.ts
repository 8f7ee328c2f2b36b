/**
 * Runs tasks one after another. A store that reads, changes and rewrites one file must not let two
 * updates interleave (the second would overwrite the first's change with stale data), so every
 * mutation goes through its store's queue. A failed task does not stop the ones behind it.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
