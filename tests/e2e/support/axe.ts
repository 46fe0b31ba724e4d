import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';

/** axe-core as @axe-core/playwright pins it (4.13), not the newer copy other packages hoist to the root. */
const requireFromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const axeSource: string = requireFromAxePlaywright('axe-core').source;

/**
 * axe in the page's own frames (`axe.run`, @axe-core/playwright's legacy mode: the portal's pages have no
 * cross-origin frame, which is what the default mode's `runPartial` and `finishRun` in a new blank page are for), with
 * the same set-up as that mode, but axe-core's 0.5 MB script is run once per document rather than twice per check:
 * a page that is checked again (after a resize, a dialog, a client-side navigation) reuses it.
 */
async function runAxe(
  page: Page,
  context: ContextObject,
  options: RunOptions,
): Promise<AxeResults['violations']> {
  for (const frame of page.frames()) {
    const loaded = await frame
      .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
      .catch(() => true);
    if (loaded) continue;
    await frame
      .evaluate(
        `${axeSource}\n;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`,
      )
      // As @axe-core/playwright does: a frame that cannot take axe is left out; the page's own frame must.
      .catch((error: Error) => {
        if (frame === page.mainFrame()) throw error;
      });
  }
  // Only the violations come back: the whole result lists every node each rule passed (343-508 KB of JSON a check
  // on a signed-in page), which the test runner would decode for nothing. `resultTypes` has axe itself record one
  // node per passed rule; every violation is still found and kept whole.
  // Sticky elements (the bar) are checked where they stand in the page's flow: axe's target-size takes a sticky bar
  // for one in that flow at its current place (axe-core#3720), so on a page scrolled a little a link under the bar (a
  // page's back link under its menu) was reported as too close to the bar's items, which are not next to it.
  const violations = await page.evaluate(
    async ({ context, options }) => {
      const { axe } = window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> };
      };
      const sticky = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (element) => getComputedStyle(element).position === 'sticky',
      );
      const positions = sticky.map((element) => element.style.position);
      for (const element of sticky) element.style.position = 'static';
      try {
        return (await axe.run(context, { ...options, resultTypes: ['violations'] })).violations;
      } finally {
        sticky.forEach((element, i) => {
          element.style.position = positions[i] ?? '';
        });
      }
    },
    { context, options } as { context: unknown; options: object },
  );
  return violations as AxeResults['violations'];
}

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
  const violations = await runAxe(
    page,
    { include: [], exclude: ['[data-live-announcer] [role="img"][aria-labelledby]'] },
    {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    },
  );
  const summary = violations.map((violation) => ({
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
  const violations = await runAxe(
    page,
    { include: [], exclude: [] },
    { runOnly: { type: 'rule', values: ['role-img-alt'] } },
  );
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
}
