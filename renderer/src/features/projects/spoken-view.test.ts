import { describe, expect, it } from 'vitest';
import { defaultReadAsSettings } from '../../../../shared/read-as';
import { spokenTextOfBlock } from '../../../../shared/model/block-text';
import { spokenView } from './spoken-view';

const options = { ...defaultReadAsSettings(), dialect: 'msa' };

describe("a block's spoken view", () => {
  it('leaves a speaker\u2019s name out of what is spoken (either colon), as the core does', () => {
    expect(spokenView('سارة: أهلًا بك', 'سارة', options).spoken).toBe('أهلًا بك');
    expect(spokenView('Narrator： Once upon a time', 'Narrator', options).spoken).toBe('Once upon a time');
    expect(spokenView('No speaker: here', null, options).spoken).toBe('No speaker: here');
    for (const [text, speaker] of [
      ['سارة: عندي 3 كتب [pause 1s]', 'سارة'],
      ['Plain 12 words.', null],
    ] as const) {
      expect(spokenView(text, speaker, options).spoken).toBe(spokenTextOfBlock(text, speaker, options));
    }
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
