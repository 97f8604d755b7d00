import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What axe finds on the page as it is now, at `moderate` impact or worse: "id: where" per rule. */
export async function a11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.impact === 'moderate')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** axe: no critical, serious or moderate violation on the page as it is now. */
export async function expectAccessible(page: Page, where?: string): Promise<void> {
  expect(await a11yViolations(page), where).toEqual([]);
}
