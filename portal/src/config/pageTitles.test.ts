import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaMenuLabels } from './menus.ts';
import { pageTitle } from './pageTitles.ts';

/** The route ids of the generated tree, as the router knows them. */
function routeIds(): string[] {
  const tree = fs.readFileSync(new URL('../../generated/routeTree.gen.ts', import.meta.url), 'utf8');
  const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] ?? '');
}

/** Pages: the routes that are not a pathless layout (the root, `/_admin` …). */
function pageRouteIds(): string[] {
  return routeIds().filter((id) => id !== '__root__' && !/^\/_[A-Za-z]+$/.test(id));
}

describe('page titles (WCAG 2.4.2)', () => {
  it('gives every page of the route tree its own title', () => {
    const ids = pageRouteIds();
    expect(ids.length).toBeGreaterThan(60);
    const titles = ids.map((id) => pageTitle(id));
    for (const [index, title] of titles.entries()) {
      expect(title, ids[index]).not.toMatch(/^Page Not Found/);
    }
    expect(new Set(titles).size).toBe(ids.length);
  });

  it('reads page, area, portal', () => {
    expect(pageTitle('/_admin/admin/owner/add')).toBe('New Owner · Admin · Client Portal');
    expect(pageTitle('/_strataUnitOwner/strataUnitOwner/dashboard')).toBe(
      'Dashboard · Strata Unit Owner · Client Portal',
    );
    expect(pageTitle('/_public/login')).toBe('Sign In · Client Portal');
    expect(pageTitle('/_admin/admin/owner/add', { notFound: true })).toBe(
      'Page Not Found · Admin · Client Portal',
    );
    expect(pageTitle(undefined)).toBe('Page Not Found · Client Portal');
  });

  it("calls the building login by the strata spec's role name, Strata Owner, in its titles and its menu", () => {
    expect(pageTitle('/_propertyAdmin/propertyAdmin/dashboard')).toBe(
      'Dashboard · Strata Owner · Client Portal',
    );
    expect(areaMenuLabels.propertyAdmin).toBe('Strata owner');
  });
});
