import { describe, expect, it } from 'vitest';
import { appliedText } from './block-read-as';

describe('Apply to block', () => {
  it('replaces the words with what is spoken, keeping the speaker’s prefix and the pause markers', () => {
    expect(appliedText('سارة: لدينا 3 كتب. [وقفة ٢ث]', 'سارة', 'لدينا ثلاثة كتب.')).toBe('سارة: لدينا ثلاثة كتب. [وقفة ٢ث]');
    expect(appliedText('We have 3 books.', null, 'We have three books.')).toBe('We have three books.');
    // A prefix naming another speaker than the block's is words like any other.
    expect(appliedText('Note: 3 left', null, 'Note: three left')).toBe('Note: three left');
  });
});
