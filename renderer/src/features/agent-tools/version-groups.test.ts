import { describe, expect, it } from 'vitest';
import { groupRows } from './version-groups';

describe('groupRows', () => {
  it('keeps versions of one tool together, in the order their first row came', () => {
    const rows = [
      { id: 'a2', tool: 'a' },
      { id: 'b1', tool: 'b' },
      { id: 'a1', tool: 'a' },
      { id: 'c1', tool: 'c' },
    ];
    const grouped = groupRows(rows, (row) => row.tool);
    expect(grouped.map((g) => [g.row.id, g.first, g.size])).toEqual([
      ['a2', true, 2],
      ['a1', false, 2],
      ['b1', true, 1],
      ['c1', true, 1],
    ]);
  });

  it('leaves an empty list empty', () => {
    expect(groupRows([], () => 'x')).toEqual([]);
  });
});
