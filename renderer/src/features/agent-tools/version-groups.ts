/** A list row placed in its group: whether it opens the group, and how many rows the group has. */
export interface GroupedRow<Row> {
  row: Row;
  first: boolean;
  size: number;
}

/**
 * Puts rows of one group next to each other (groups in the order their first row came, rows in
 * their own order inside), so every version of a web tool sits under its newest one. The service
 * lists versions as separate rows, newest first, but a sort by another field can pull them apart.
 */
export function groupRows<Row>(rows: readonly Row[], groupOf: (row: Row) => string): Array<GroupedRow<Row>> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = groupOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].flatMap((group) => group.map((row, index) => ({ row, first: index === 0, size: group.length })));
}
