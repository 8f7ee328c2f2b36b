import { describe, expect, it } from 'vitest';
import { WriteBudget } from '../../../electron/core/history/sync/write-budget';

/** Which of the acquisitions have been granted after the queued promise callbacks ran. */
async function granted(budget: WriteBudget, sizes: number[]): Promise<boolean[]> {
  const state = sizes.map(() => false);
  sizes.forEach((size, i) => void budget.acquire(size).then(() => (state[i] = true)));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
}

describe('the clip write budget', () => {
  it('lets at most maxWrites writes run, the next one starting when one ends', async () => {
    const budget = new WriteBudget(2, 1_000);
    const state = await granted(budget, [10, 10, 10]);
    expect(state).toEqual([true, true, false]);
    budget.release(10);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state).toEqual([true, true, true]);
  });

  it('holds at most maxBytes, in order, and lets a clip larger than the budget go alone', async () => {
    const budget = new WriteBudget(10, 100);
    const state = await granted(budget, [60, 60, 500, 10]);
    expect(state).toEqual([true, false, false, false]);
    budget.release(60);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state).toEqual([true, true, false, false]);
    budget.release(60);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Alone, the oversized clip goes; the small one after it waits its turn (first come, first served).
    expect(state).toEqual([true, true, true, false]);
    budget.release(500);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state).toEqual([true, true, true, true]);
  });
});
