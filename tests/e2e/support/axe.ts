import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe for the page in its own frames (`axe.run`): the portal's pages have no cross-origin frame, which is what the
 * default mode's `runPartial` in each frame and `finishRun` in a new blank page are for. That blank page cost about
 * 1 s of each 1.5 s check (every-route-axe.spec.ts runs 112).
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/**
 * Runs axe on the page as it is now (WCAG 2.2 A and AA and best practices) and expects zero violations.
 *
 * One thing is left out: the announcements react-aria's live announcer makes by reference. A react-aria Button that
 * turns pending while focused (a confirmation's Archive, Restore or Delete) announces itself with an element
 * `<div role="img" aria-labelledby="{the button's id}">` kept for 7 s in the announcer's hidden log; when the
 * confirmation closes the button is gone and axe reports the leftover as `role-img-alt`. It was named when it was
 * read; nothing on the screen is unnamed. Everything else in the announcer, and every other image, is checked.
 */
export async function expectNoAxeViolations(page: Page) {
  // The page itself, not the shell the server sent (its heading is there before the script has rendered the page).
  await expect(page.getByRole('status', { name: 'Loading the page' })).toHaveCount(0);
  const results = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('[data-live-announcer] [role="img"][aria-labelledby]')
    .analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * The one rule the general check leaves out in the live announcer: no announcement may name itself by an element that
 * is gone (a pending button replaced by the next step leaves `role="img"` with nothing to label it).
 */
export async function expectNoUnnamedAnnouncements(page: Page) {
  const results = await axeOn(page).withRules(['role-img-alt']).analyze();
  expect(
    results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
  ).toEqual([]);
}
