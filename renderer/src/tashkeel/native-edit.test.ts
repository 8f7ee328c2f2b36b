import { describe, expect, it } from 'vitest';
import { changedStretch } from './native-edit';

describe('changedStretch', () => {
  it('covers whole letters with their marks, never a mark alone', () => {
    // Stripping "مُرُحبا": the first difference is the damma after م, so the stretch starts at م.
    expect(changedStretch('مُرُحبا بكم', 'مرحبا بكم')).toEqual({ start: 0, end: 4, insert: 'مر' });
    expect(changedStretch('مرحبا بكم', 'مَرَحبا بكم')).toEqual({ start: 0, end: 2, insert: 'مَرَ' });
  });

  it('is empty when nothing changed and exact for plain text', () => {
    expect(changedStretch('abc', 'abc')).toEqual({ start: 3, end: 3, insert: '' });
    expect(changedStretch('abcd', 'aXd')).toEqual({ start: 1, end: 3, insert: 'X' });
  });
});
