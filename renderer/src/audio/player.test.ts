// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in Howl: records what the player asks and lets a test fire howler's events. */
const howls: FakeHowl[] = [];
class FakeHowl {
  handlers = new Map<string, Array<() => void>>();
  playingNow = false;
  position = 0;
  unloaded = false;
  rateValue: number;
  volumeValue: number;
  constructor(readonly options: { src: string[]; html5: boolean; rate: number; volume: number }) {
    this.rateValue = options.rate;
    this.volumeValue = options.volume;
    howls.push(this);
  }
  on(name: string, handler: () => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
    return this;
  }
  off() {
    this.handlers.clear();
    return this;
  }
  fire(name: string) {
    for (const handler of this.handlers.get(name) ?? []) handler();
  }
  play() {
    return 1;
  }
  pause() {
    this.playingNow = false;
    this.fire('pause');
    return this;
  }
  playing() {
    return this.playingNow;
  }
  seek(to?: number) {
    if (to === undefined) return this.position;
    this.position = to;
    return this;
  }
  duration() {
    return 12;
  }
  rate(value: number) {
    this.rateValue = value;
    return this;
  }
  volume(value: number) {
    this.volumeValue = value;
    return this;
  }
  unload() {
    this.unloaded = true;
  }
  /** What the browser does once audio starts. */
  start() {
    this.playingNow = true;
    this.fire('play');
  }
}

vi.mock('howler', () => ({ Howl: FakeHowl, Howler: {} }));

const { player, resetPlayer, usePlayerStore } = await import('./index');
const { initI18n } = await import('../i18n');
initI18n('en');
const state = () => usePlayerStore.getState();

describe('the app-wide player', () => {
  beforeEach(() => {
    howls.length = 0;
    resetPlayer();
  });
  afterEach(() => resetPlayer());

  it('streams long clips through HTML5 audio and decodes previews with Web Audio', () => {
    player.play({ id: 'h1', src: '/api/audio/history/h1', title: 'Clip' });
    expect(howls[0]!.options).toMatchObject({ src: ['/api/audio/history/h1'], html5: true });
    player.play({ id: 's1', src: '/api/audio/voice-sample/v1', kind: 'preview' });
    expect(howls[1]!.options.html5).toBe(false);
  });

  it('plays one clip at a time: a new clip stops and unloads the previous one', () => {
    player.play({ id: 'a', src: '/a' });
    howls[0]!.start();
    player.play({ id: 'b', src: '/b', title: 'B' });
    expect(howls[0]!.unloaded).toBe(true);
    expect(state()).toMatchObject({ clipId: 'b', title: 'B', status: 'loading' });
    // A late event from the old clip changes nothing.
    howls[0]!.fire('end');
    expect(state().status).toBe('loading');
  });

  it('reports loading, playing, paused and ended, and unloads a finished clip', () => {
    player.play({ id: 'a', src: '/a' });
    expect(state().status).toBe('loading');
    howls[0]!.start();
    expect(state()).toMatchObject({ status: 'playing', duration: 12 });
    player.toggle();
    expect(state().status).toBe('paused');
    howls[0]!.start();
    howls[0]!.fire('end');
    expect(state()).toMatchObject({ status: 'ended', position: 12 });
    expect(howls[0]!.unloaded).toBe(true);
    player.toggle();
    expect(howls).toHaveLength(2); // replays the same clip from a fresh Howl
    expect(howls[1]!.options.src).toEqual(['/a']);
  });

  it('seeks within the clip, clamped to its length', () => {
    player.play({ id: 'a', src: '/a' });
    howls[0]!.start();
    player.seek(5);
    expect(howls[0]!.position).toBe(5);
    player.seek(99);
    expect(state().position).toBe(12);
    player.seek(-3);
    expect(state().position).toBe(0);
  });

  it('keeps speed and volume across clips, clamped to sensible ranges', () => {
    player.setRate(1.5);
    player.setVolume(2);
    player.play({ id: 'a', src: '/a' });
    expect(howls[0]!.options).toMatchObject({ rate: 1.5, volume: 1 });
    player.setRate(9);
    expect(howls[0]!.rateValue).toBe(2);
    player.setVolume(0.25);
    expect(howls[0]!.volumeValue).toBe(0.25);
  });

  it('says why when a clip cannot load, and stop returns to idle', () => {
    player.play({ id: 'a', src: '/missing' });
    howls[0]!.fire('loaderror');
    expect(state().status).toBe('error');
    expect(state().error).toMatch(/could not be loaded/);
    player.stop();
    expect(state()).toMatchObject({ status: 'idle', clipId: null, error: null });
  });
});
