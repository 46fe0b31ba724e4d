// Load-failure specs: the server answers 500 to every GET of the matched address until the test lets it through again
// (the shape of rental-load-failures.spec.ts's failLoads, shared so other load-failure specs need not copy it).
import type { BrowserContext, Page } from '@playwright/test';

type Route = Parameters<Parameters<Page['route']>[1]>[0];
export type UrlMatcher = Parameters<Page['route']>[0];

/** Makes every GET of `url` (a glob, a RegExp or a predicate) fail with a 500 until the returned function is called. */
export async function failGets(target: Page | BrowserContext, url: UrlMatcher): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Internal Server Error' }),
        })
      : route.fallback();
  await target.route(url, handler);
  return () => target.unroute(url, handler);
}

/** A predicate matching the API path `path` (e.g. "/strataAgent"), whatever its query. */
export const apiPath = (path: string) => (url: URL) => url.pathname === `/api${path}`;
