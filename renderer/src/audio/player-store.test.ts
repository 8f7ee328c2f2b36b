import { afterEach, describe, expect, it } from 'vitest';
import { holdViews, initialPlayerState, setPlayerState, usePlayerStore } from './player-store';

describe('holding the player store’s views', () => {
  afterEach(() => setPlayerState(initialPlayerState()));

  it('keeps the state current for readers and tells views once, on release', () => {
    const heard: string[] = [];
    const stop = usePlayerStore.subscribe((state) => heard.push(state.status));
    const release = holdViews();
    setPlayerState({ clipId: 'a', status: 'loading' });
    setPlayerState({ title: 'A' });
    expect(usePlayerStore.getState()).toMatchObject({ clipId: 'a', status: 'loading', title: 'A' });
    expect(heard).toEqual([]);
    release();
    release();
    expect(heard).toEqual(['loading']);
    setPlayerState({ status: 'playing' });
    expect(heard).toEqual(['loading', 'playing']);
    stop();
  });

  it('tells nothing when nothing changed while held, and a hold inside a hold waits for the first', () => {
    const heard: string[] = [];
    const stop = usePlayerStore.subscribe((state) => heard.push(state.status));
    holdViews()();
    expect(heard).toEqual([]);
    const first = holdViews();
    const inner = holdViews();
    setPlayerState({ status: 'paused' });
    inner();
    expect(heard).toEqual([]);
    first();
    expect(heard).toEqual(['paused']);
    stop();
  });
});
