import { describe, expect, it } from 'vitest';
import { defaultReadAsSettings } from '../../../../shared/read-as';
import { spokenView, withoutSpeaker } from './spoken-view';

const options = { ...defaultReadAsSettings(), dialect: 'msa' };

describe("a block's spoken view", () => {
  it('leaves a speaker\u2019s name out of what is spoken (either colon)', () => {
    expect(withoutSpeaker('سارة: أهلًا بك', 'سارة')).toBe('أهلًا بك');
    expect(withoutSpeaker('Narrator： Once upon a time', 'Narrator')).toBe('Once upon a time');
    expect(withoutSpeaker('Sarah said hello', 'Sarah')).toBe('Sarah said hello');
    expect(withoutSpeaker('No speaker: here', null)).toBe('No speaker: here');
  });

  it('takes the pause markers out as silence after the block', () => {
    const view = spokenView('Hello there. [pause 1.5s]', null, options);
    expect(view.spoken).toBe('Hello there.');
    expect(view.pausesMs).toEqual([1500]);
    expect(view.differs).toBe(true);
  });

  it('reads numbers as words where read-as does, and says nothing when nothing changes', () => {
    const view = spokenView('عندي 3 كتب', null, options);
    expect(view.spoken).not.toContain('3');
    expect(view.differs).toBe(true);
    expect(spokenView('مرحبا بكم', null, options).differs).toBe(false);
    expect(spokenView('عندي 3 كتب', null, { ...options, enabled: false }).spoken).toBe('عندي 3 كتب');
  });
});
