import { describe, expect, it } from 'vitest';
import { formatClipLength, formatClock } from './time';

describe("a clip's length and positions", () => {
  it('round to the nearest second by one rule, wherever they are shown', () => {
    // Issue 33: 142.8 s read 2:22 in the player bar and 2:23 in its History row.
    expect(formatClock(142.8, 'en')).toBe('2:23');
    expect(formatClipLength(142_800, 'en')).toBe('2:23');
    expect(formatClipLength(142_800, 'ar')).toBe(formatClock(142.8, 'ar'));
    expect([0.49, 0.5, 59.5, 3_599.5].map((s) => formatClock(s, 'en'))).toEqual(['0:00', '0:01', '1:00', '1:00:00']);
  });

  it('is unknown, not zero, when the length is not known', () => {
    expect(formatClipLength(null, 'en')).toBeNull();
    expect(formatClock(Number.NaN, 'en')).toBe('0:00');
  });
});
