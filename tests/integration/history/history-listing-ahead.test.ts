import { describe, expect, it } from 'vitest';
import { createWholeFetch } from '../../../electron/core/service/whole-fetch';
import { useCoreRig } from '../../helpers/core-rig';

/**
 * A listing that must go on asks for the next page before it writes the current one, so the
 * service makes the next page while the core writes (a full listing's wall time was the two
 * added up); a page that may be the last one read is never asked ahead of.
 */
const order: string[] = [];
const whole = createWholeFetch();
// The studio's own transport, watched: which page is asked for when.
const watched = ((url: string, init: Parameters<typeof whole>[1]) => {
  const page = new URL(url).searchParams.get('page');
  if (new URL(url).pathname.endsWith('/histories') && page) order.push(`ask page ${page}`);
  return whole(url, init);
}) as unknown as typeof fetch;

const rig = useCoreRig({ history: { entries: 250 }, fetch: watched });

describe('the history listing', () => {
  it('asks for the next page before writing the current one, and for none beyond an all-known page', async () => {
    rig.core.context.events.subscribe((name) => {
      if (name === 'history.changed') order.push('rows written');
    });
    await rig.session();
    await expect.poll(() => rig.events.some((e) => (e.payload as { phase?: string }).phase === 'done')).toBe(true);
    expect(order.slice(0, 4)).toEqual(['ask page 1', 'ask page 2', 'rows written', 'ask page 3']);

    // Nothing new: page 1 is all known and the counts agree, so it is the only page asked for.
    order.length = 0;
    const listed = rig.sandbox.requests.count('historyList');
    expect((await rig.call('history.sync')).ok).toBe(true);
    expect(rig.sandbox.requests.count('historyList') - listed).toBe(1);
    expect(order).toEqual(['ask page 1']);
  });
});
