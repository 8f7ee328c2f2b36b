import { describe, expect, it } from 'vitest';
import { shortcutFor, type KeyLike } from './shortcuts';

const key = (init: Partial<KeyLike>): KeyLike => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...init,
});

describe('global shortcuts', () => {
  it('Alt+1…6 go to the sections in sidebar order, by physical key (any layout)', () => {
    expect(shortcutFor(key({ altKey: true, code: 'Digit1', key: '1' }), false)).toEqual({ kind: 'section', section: 'voices' });
    expect(shortcutFor(key({ altKey: true, code: 'Digit2' }), false)).toEqual({ kind: 'section', section: 'projects' });
    // An Arabic layout reports another character for the same key; the code decides.
    expect(shortcutFor(key({ altKey: true, code: 'Digit3', key: '٣' }), true)).toEqual({ kind: 'section', section: 'history' });
    expect(shortcutFor(key({ altKey: true, code: 'Digit5' }), false)).toEqual({ kind: 'section', section: 'lexicons' });
    expect(shortcutFor(key({ altKey: true, code: 'Digit6' }), false)).toEqual({ kind: 'section', section: 'settings' });
    expect(shortcutFor(key({ altKey: true, code: 'Digit7' }), false)).toBeNull();
    // Ctrl+digit is the browser's tab switching: left alone.
    expect(shortcutFor(key({ ctrlKey: true, code: 'Digit1' }), false)).toBeNull();
  });

  it('"?" (Latin or Arabic) and "/" are text inside fields, shortcuts outside', () => {
    expect(shortcutFor(key({ key: '?', shiftKey: true }), false)).toEqual({ kind: 'help' });
    expect(shortcutFor(key({ key: '؟', shiftKey: true }), false)).toEqual({ kind: 'help' });
    expect(shortcutFor(key({ key: '?', shiftKey: true }), true)).toBeNull();
    expect(shortcutFor(key({ key: '/' }), false)).toEqual({ kind: 'search' });
    expect(shortcutFor(key({ key: '/' }), true)).toBeNull();
  });

  it('F1, Ctrl/Cmd+F, Alt+P and the media key work while typing', () => {
    expect(shortcutFor(key({ key: 'F1' }), true)).toEqual({ kind: 'help' });
    expect(shortcutFor(key({ ctrlKey: true, code: 'KeyF', key: 'ب' }), true)).toEqual({ kind: 'search' });
    expect(shortcutFor(key({ metaKey: true, code: 'KeyF', key: 'f' }), true)).toEqual({ kind: 'search' });
    expect(shortcutFor(key({ altKey: true, code: 'KeyP', key: 'π' }), true)).toEqual({ kind: 'play-pause' });
    expect(shortcutFor(key({ key: 'MediaPlayPause' }), true)).toEqual({ kind: 'play-pause' });
  });

  it('plain letters and Ctrl+Space are not taken', () => {
    expect(shortcutFor(key({ key: 'a', code: 'KeyA' }), false)).toBeNull();
    expect(shortcutFor(key({ key: ' ', code: 'Space', ctrlKey: true }), false)).toBeNull();
  });
});
