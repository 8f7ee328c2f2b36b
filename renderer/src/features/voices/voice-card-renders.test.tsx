// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VoiceCard } from '../../../../shared/model/voices';
import { resetPlayer, usePlayerStore } from '../../audio';
import { initI18n } from '../../i18n';
import { resetStudioStore } from '../../store';
import { sampleClipId, VoiceCardView } from './VoiceCardView';

const card = (id: string): VoiceCard => ({
  id,
  name: `Voice ${id}`,
  language: 'en',
  dialectId: null,
  dialectCode: null,
  tags: [],
  isFavourite: false,
  usedInJobs: { used: false, count: 0 },
  usedInVoiceAgents: { used: false, count: 0 },
  isServiceDefault: false,
  imageUrl: null,
  sampleUrl: `/api/audio/voice-sample/${id}`,
  createdAt: '2024-01-01T00:00:00Z',
});

const ids = ['v1', 'v2', 'v3', 'v4', 'v5'];

/** Renders five cards, each under its own Profiler, and counts each card's renders. */
function renderCards() {
  const renders = new Map<string, number>(ids.map((id) => [id, 0]));
  const onRender = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
  render(
    <>
      {ids.map((id, index) => (
        <Profiler key={id} id={id} onRender={onRender}>
          <VoiceCardView voice={card(id)} dialect={undefined} index={index} onDelete={() => undefined} onKeyDown={() => undefined} />
        </Profiler>
      ))}
    </>,
  );
  const snapshot = () => Object.fromEntries(renders);
  return { snapshot };
}

// The player ticks its position about seven times a second while a clip plays (player.ts).
const oneSecondOfPlayback = () => {
  for (let tick = 1; tick <= 7; tick += 1) act(() => usePlayerStore.setState({ position: tick * 0.15 }));
};

describe('voice cards while a clip plays', () => {
  beforeEach(() => initI18n('en'));
  afterEach(() => {
    cleanup();
    resetPlayer();
    resetStudioStore();
  });

  it('do not re-render as the playback position moves (only the playing card, when it starts and stops)', () => {
    const { snapshot } = renderCards();
    const mounted = snapshot();
    expect(new Set(Object.values(mounted)).size).toBe(1);

    act(() => usePlayerStore.setState({ clipId: sampleClipId('v2'), title: 'Voice v2', status: 'playing', position: 0, duration: 3 }));
    const started = snapshot();
    expect(started).toEqual({ ...mounted, v2: mounted.v2! + 1 });

    oneSecondOfPlayback();
    expect(snapshot()).toEqual(started);

    act(() => usePlayerStore.setState({ status: 'ended', position: 3 }));
    expect(snapshot()).toEqual({ ...started, v2: started.v2! + 1 });
  });

  it('do not re-render for a clip that is not a voice sample (a history clip playing)', () => {
    const { snapshot } = renderCards();
    const mounted = snapshot();
    act(() => usePlayerStore.setState({ clipId: 'history-1', status: 'playing', position: 0, duration: 9 }));
    oneSecondOfPlayback();
    expect(snapshot()).toEqual(mounted);
  });
});
