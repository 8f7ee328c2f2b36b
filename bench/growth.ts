import type { BenchRow } from './types';

/** A history size as the figures name it: 10000 → "10k". */
export const sizeLabel = (size: number): string => `${size / 1000}k`;

/**
 * How each figure grows with the history: its value at every later size over its value at the
 * smallest ("growth End key: 200k / 10k"). A figure that stays flat reads about 1x; one that follows
 * the history's size reads about 20x at 200k / 10k. `figures` are in the order measured, smallest
 * first; a key's third element, when given, is the most growth its goal allows.
 */
export function growthRows<T extends { size: number }>(
  group: string,
  figures: T[],
  keys: Array<[keyof T & string, string, number?]>,
): BenchRow[] {
  const first = figures[0];
  if (!first) return [];
  return figures.slice(1).flatMap((f) =>
    keys.map(([key, name, flatMax]): BenchRow => {
      const value = Number(f[key]) / Number(first[key]);
      return {
        group,
        name: `growth ${name}: ${sizeLabel(f.size)} / ${sizeLabel(first.size)}`,
        value,
        unit: 'x',
        // A goal of flatness, where the figure has one ("<= 1.5x": the same however long the history).
        ...(flatMax === undefined ? {} : { goal: `<= ${flatMax}x (flat)`, meets: value <= flatMax }),
      };
    }),
  );
}
