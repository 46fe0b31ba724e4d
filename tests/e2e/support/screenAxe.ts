import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe as support/axe.ts runs it (WCAG 2.2 A and AA and best practices, zero violations), leaving out react-aria's
 * live announcer as the Storybook checks do (.storybook/preview.tsx): that hidden log keeps each message for 7 s,
 * and a message may cite an element the screen has since removed (a toast, a field's formatted value), which is
 * not a fault of the screen under test.
 */
export async function expectNoAxeViolationsOnScreen(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('[data-live-announcer]')
    .analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, 'axe violations').toEqual([]);
}
