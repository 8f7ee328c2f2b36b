import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical findings on the page (or inside `include`, a selector), one line
 * each: where, the rule, and the first selectors it names. Moderate and minor findings are left to
 * review, as every accessibility check in the suite has done; an empty list is the pass.
 */
export async function seriousAxeFindings(page: Page, options: { include?: string; where?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  const prefix = options.where ? `${options.where}: ` : '';
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${prefix}${v.id} ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}
