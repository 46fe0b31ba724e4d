// The public pages are prerendered HTML (portal/build/prerender.ts): the form is there before any script runs, the
// script then hydrates it without a mismatch, and the hydrated form signs in. Signed-in deep links show the shell
// (bar and skeleton) until their script has rendered them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { accounts, demoPassword, storageStateOf } from './support/accounts.ts';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/login is a labelled sign-in form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('every public page has its content, styled', async ({ page }) => {
    const pages: [string, RegExp | string][] = [
      ['/', 'Username'],
      ['/strataLogin', 'Strata Plan Number'],
      ['/account/resetpassword', 'Email'],
      ['/account/newpassword?id=4&token=abc', 'Confirm Password'],
    ];
    for (const [url, label] of pages) {
      await page.goto(url);
      await expect(page.getByLabel(label).first(), url).toBeVisible();
      // The theme and the page's CSS came with the HTML: the bar is drawn in its colour, the skip link is off screen.
      const barColour = await page
        .getByRole('navigation', { name: 'Main' })
        .evaluate((bar) => getComputedStyle(bar).backgroundColor);
      expect(barColour, url).not.toBe('rgba(0, 0, 0, 0)');
      await expect(page.getByRole('link', { name: 'Skip to main content' }), url).not.toBeInViewport();
    }
    await page.goto('/authorize?hash=any');
    await expect(page.getByRole('status')).toHaveText('Loading your invitation…');
  });

  test('a signed-in deep link shows the shell: the bar, the page’s header where it is fixed, a skeleton', async ({
    page,
  }) => {
    // A page at a fixed address: its own heading (from its view, rendered at build time) is painted first.
    const shells: [string, string][] = [
      ['/admin/dashboard', 'Dashboard'],
      ['/strataAdmin/agent/archived', 'Archived Strata Agents'],
      ['/strataUnitOwner/dashboard', 'Strata Unit Owner Dashboard'],
      // Index routes (their route path ends in a slash) and the staff's board, whose counts are not a list.
      ['/strataUnitOwner/requests', 'Requests'],
      ['/strataAdmin/requests', 'Service Requests'],
      ['/admin/notifications', 'Notifications'],
    ];
    for (const [url, heading] of shells) {
      await page.goto(url);
      await expect(page.getByRole('navigation', { name: 'Menu' }), url).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading);
      await expect(page.getByRole('status', { name: 'Loading the page' }), url).toBeAttached();
    }
    // The line under the heading and the back link when they are fixed text; never a record's or the user's.
    await page.goto('/admin/archive');
    // The page names no script but the route preload script, which loads the app once the shell has painted.
    await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
    await expect(page.locator('script[src^="/assets/route-preload-"]')).toHaveCount(1);
    await expect(
      page.getByText(
        'Archived properties and owners. Restore brings a record back with what was archived with it.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back To Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await page.goto('/propertyAdmin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strata Owner Dashboard');
    await expect(page.getByRole('main')).not.toContainText('undefined');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('main')).not.toContainText('Welcome');
    // A page of one record: the skeleton alone.
    await page.goto('/admin/owner/1');
    await expect(page.getByRole('status', { name: 'Loading the page' })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test('the prerendered /login hydrates without a mismatch and signs in', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const prerendered = await (await page.request.get('/login')).text();
  expect(prerendered).toContain('Username');

  await page.goto('/login');
  // The node the server sent is the node the page keeps: hydration adopted it instead of rendering a new one.
  const field = page.getByLabel('Username');
  await field.evaluate((input) => input.setAttribute('data-from-server', 'yes'));
  await page.waitForFunction(() => {
    const input = document.querySelector('input');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
  });
  await expect(field).toHaveAttribute('data-from-server', 'yes');

  await field.fill(accounts.admin.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(accounts.admin.home);
  // The signed-in page is a shell: its route preload script (a file written by the build) found the dashboard's
  // route and, once the shell had painted, asked for its chunk alongside the entry.
  // (The URL changes when the navigation commits, before the async script has run: poll.)
  await expect
    .poll(() =>
      page.$$eval('link[rel="modulepreload"]', (links) =>
        links.some((link) =>
          /^\/assets\/dashboard-[\w-]+\.js$/.test(new URL((link as HTMLLinkElement).href).pathname),
        ),
      ),
    )
    .toBe(true);
  expect(errors).toEqual([]);
});

test('a shell is painted whole: its first frame waits for the end of #root, even when the HTML arrives in two parts', async ({
  page,
  baseURL,
}) => {
  // A proxy of the portal that sends the shell's HTML in two parts, 2 s apart, cut between the Menu button's
  // chevron and its word: a browser that painted what it had parsed drew the button 42 px wide, then 90 px (a layout
  // shift), and the footer later still.
  const path = '/strataAdmin/agent/archived';
  const proxy = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
      headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
    });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const cut = request.url === path ? body.indexOf('Menu</button>') : -1;
    if (cut < 0) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), 2000);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  try {
    // What the first frame has: requestAnimationFrame runs once rendering is allowed, before that frame is painted.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const win = window as unknown as { firstFrame: unknown };
        win.firstFrame = {
          menu: document.querySelector('nav[aria-label="Menu"] button')?.textContent ?? null,
          footer: document.querySelector('footer') !== null,
        };
      });
    });
    await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}${path}`, {
      waitUntil: 'commit',
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame))
      .toEqual({ menu: 'Menu', footer: true });
  } finally {
    await new Promise((closed) => proxy.close(closed));
  }
});

test.describe('a staff page on a desktop, signed in', () => {
  test.use({ storageState: storageStateOf(accounts.admin), viewport: { width: 1280, height: 800 } });

  test('does not move when its script replaces the shell: the bar keeps its two rows’ height', async ({
    page,
  }) => {
    // The shell's bar has no items; the admin's has a menu and the account's items (the bell's count arriving
    // later). Every layout shift of the load is summed (Chromium's layout-shift entries, buffered from the start).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/admin/requests');
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Log Out' }),
    ).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the page' })).toHaveCount(0);
    // The bell's count, asked for with the page's own calls.
    await page.waitForLoadState('networkidle');
    const shifted = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.001);
  });
});
