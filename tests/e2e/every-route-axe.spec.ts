// axe on every signed-in route, on a desktop and on a 360 px phone: each role's area is walked from its
// home page by following the links it shows (one page per route pattern, ids replaced by `$id`), and every page
// reached has no axe violations at 1280 px and at 360 px. The test then checks that the walk reached every route
// of the area that a link leads to, so a new screen is covered without editing this file. The first page of a walk is
// loaded from the server; every other one is reached in that page, as a followed link is (the router moves to it), so
// the app and axe are loaded once per area rather than once per route.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiAs, buildingId, unitId } from './support/strataRecords.ts';

type Width = { name: string; viewport: { width: number; height: number } };
const widths: [Width, ...Width[]] = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 360, height: 740 } },
];

/** Each role's area: where the walk starts, the paths it stays within, and every route pattern the walk reached when
 * this test was written (56 of the 60 signed-in routes; the other four open only from a form's step or a button
 * with a record's id: Add Strata Unit, a unit user's edit, a unit owner's monthly payment and PAD). */
/**
 * Where a walk starts besides the home page, first: seeded records that have every kind of link (other tests add records
 * that sort first and have none), and pages the menu opens with a button.
 */
type Starts = (api: APIRequestContext) => Promise<string[]>;

const areas: { account: Account; prefixes: string[]; mustReach: string[]; alsoStartAt?: Starts }[] = [
  {
    account: accounts.admin,
    prefixes: ['/admin/', '/utils/'],
    // The seeded property RM0011 has a listing and a document.
    alsoStartAt: async () => ['/admin/dashboard?propertiesQ=RM0011'],
    mustReach: [
      '/admin/dashboard',
      '/admin/documents',
      '/admin/document',
      '/admin/owner/add',
      '/admin/archive',
      '/admin/property/$id',
      '/admin/edit/property/$id',
      '/admin/owner/$id',
      '/admin/edit/owner/$id',
      '/admin/archived/property/$id',
      '/admin/archived/owner/$id',
      '/admin/listing/add/$id',
      '/admin/listing/$id',
      '/utils/editDocument/$id',
      '/admin/owner/resetOwnerPassword/$id',
      '/admin/property/add/$id',
      '/admin/listing/edit/$id',
    ],
  },
  {
    account: accounts.owner,
    prefixes: ['/owner/'],
    mustReach: ['/owner/dashboard', '/owner/property/$id', '/owner/listing/$id'],
  },
  {
    account: accounts.strataadmin,
    prefixes: ['/strataAdmin/', '/strataUnitAdmin/'],
    // The menu opens these with a button rather than a link.
    alsoStartAt: async (api) => {
      const building = await buildingId(api, 'Bayshore Commons');
      const unit = await unitId(api, building, '101');
      return [
        `/strataAdmin/property/${building}`,
        `/strataAdmin/strataUnit/${unit}`,
        '/strataAdmin/import-owners',
        '/strataAdmin/document/upload/',
      ];
    },
    mustReach: [
      '/strataAdmin/import-owners',
      '/strataAdmin/document/upload/',
      '/strataAdmin/dashboard',
      '/strataAdmin/user/list',
      '/strataAdmin/agent/list',
      '/strataAdmin/property/add',
      '/strataAdmin/agent/add',
      '/strataAdmin/archived',
      '/strataAdmin/property/$id',
      '/strataAdmin/edit/$id',
      '/strataAdmin/user/add',
      '/strataAdmin/user/archived',
      '/strataAdmin/user/edit/$id',
      '/strataAdmin/agent/archived',
      '/strataAdmin/agent/edit/$id',
      '/strataAdmin/strataUnits/archived/property/$id',
      '/strataAdmin/strataProperty/$id/secondFactors',
      '/strataAdmin/strataUnit/$id',
      '/strataAdmin/staff/$id',
      '/strataAdmin/document/upload/$id',
      '/strataAdmin/property/archived/$id',
      '/strataAdmin/document/view/$id',
      '/strataAdmin/document/edit/$id',
      '/strataAdmin/user/add/strataUnit/$id',
      '/strataAdmin/documents/archived/strataUnit/$id',
      '/strataAdmin/strataUnitDocument/edit/$id',
      '/strataUnitAdmin/$id/createDocument/changeOfAddress',
      '/strataUnitAdmin/$id/createDocument/ownerInformationSheet',
      '/strataUnitAdmin/$id/createDocument/PAD',
      '/strataUnitAdmin/$id/createDocument/bylawComplaint',
      '/strataUnitAdmin/$id/createDocument/bylawDispute',
    ],
  },
  {
    account: accounts.BCS1234,
    prefixes: ['/propertyAdmin/'],
    mustReach: ['/propertyAdmin/dashboard', '/propertyAdmin/document/view/$id'],
  },
  {
    account: accounts.unitowner,
    prefixes: ['/strataUnitOwner/'],
    mustReach: [
      '/strataUnitOwner/dashboard',
      '/strataUnitOwner/strataProperty/$id',
      '/strataUnitOwner/strataUnit/$id',
      '/strataUnitOwner/document/view/$id',
      '/strataUnitOwner/monthlyPayment/replace/strataUnit/$id',
      '/strataUnitOwner/forms/extraPayments/$id',
    ],
  },
];

/** The route pattern of a path: every number segment is `$id`. */
const patternOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/$id');

/** The same-origin paths the page links to (query and hash dropped). */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname);
}

/**
 * Moves the loaded app to a path as a followed link does (TanStack Router's navigate on the router the app registers as
 * `self.__TSR_ROUTER__`) and returns once the router has rendered another address (its `onResolved` event; the walk
 * never visits one address twice).
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    (href) =>
      new Promise<void>((resolve, reject) => {
        type Router = {
          subscribe: (
            event: 'onResolved',
            listener: (event: { toLocation: { href: string } }) => void,
          ) => () => void;
          navigate: (options: { href: string }) => Promise<void>;
        };
        const router = (self as unknown as { __TSR_ROUTER__: Router }).__TSR_ROUTER__;
        const from = `${location.pathname}${location.search}${location.hash}`;
        const timer = setTimeout(
          () => reject(new Error(`the router did not render ${href} in 15 s`)),
          15_000,
        );
        const unsubscribe = router.subscribe('onResolved', (event) => {
          if (event.toLocation.href === from) return;
          clearTimeout(timer);
          unsubscribe();
          resolve();
        });
        router.navigate({ href }).catch(reject);
      }),
    path,
  );
}

/** Waits for the page to settle: a level-1 heading shown and no skeleton or progress left. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe.configure({ timeout: 300_000 });

for (const { account, prefixes, mustReach, alsoStartAt } of areas) {
  test(`${account.name}: every route reached by a link has no axe violations at 1280 and 360 px`, async ({
    browser,
    baseURL,
  }) => {
    const starts = alsoStartAt ? await alsoStartAt(await apiAs(account, baseURL)) : [];
    const context = await browser.newContext({ storageState: storageStateOf(account) });
    const page = await context.newPage();
    const seen = new Map<string, string>();
    const queue = [...starts, account.home];
    const failures: string[] = [];
    while (queue.length > 0 && seen.size < 50) {
      const path = queue.shift() as string;
      const pattern = patternOf(path);
      if (seen.has(pattern)) continue;
      seen.set(pattern, path);
      // One visit per page at the first width; the others are the same page resized (the layout follows the width).
      await page.setViewportSize(widths[0].viewport);
      if (seen.size === 1) await page.goto(path);
      else await navigateInApp(page, path);
      for (const { name, viewport } of widths) {
        await page.setViewportSize(viewport);
        await settled(page);
        await expectNoAxeViolations(page).catch((error: Error) =>
          failures.push(`${path} (${name}): ${error.message}`),
        );
      }
      for (const link of await linksOn(page)) {
        if (prefixes.some((prefix) => link.startsWith(prefix)) && !seen.has(patternOf(link)))
          queue.push(link);
      }
    }
    await context.close();
    console.log(`${account.name}: ${seen.size} routes at 2 widths: ${[...seen.keys()].join(' ')}`);
    expect(failures).toEqual([]);
    expect([...seen.keys()]).toEqual(expect.arrayContaining(mustReach));
  });
}
