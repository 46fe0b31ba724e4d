// A toast never covers the controls of the page it shows on: after an archive's confirmation, every row action of the
// owners table, once scrolled into view, is the element under its own centre and its box misses the toast's, on a
// desktop and on a 360 px phone (where the toast spans the screen's width).
import { expect, type Page } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { confirmation } from './support/confirm.ts';
import { createOwner, test } from './support/rentalRecords.ts';
import { uniqueName } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.admin) });

interface ControlCheck {
  name: string;
  /** The element under the control's centre is the control (or inside it). */
  onTop: boolean;
  /** The control's box and the toast's overlap. */
  overlapsToast: boolean;
}

/**
 * Scrolls each row action of the table into view as the browser does (the least scroll that shows it) and checks it
 * against the toast there and then. One evaluation for all of them, so the toast (5 s) is surely still up.
 */
function checkRowActions(page: Page, tableName: string, toastText: string) {
  return page.evaluate(
    ({ tableName, toastText }) => {
      const table = document.querySelector(`[role="grid"][aria-label="${tableName}"]`);
      const toast = Array.from(document.querySelectorAll('[role="alertdialog"]')).find((element) =>
        element.textContent?.includes(toastText),
      );
      if (!table || !toast) return null;
      const controls = Array.from(table.querySelectorAll<HTMLElement>('[role="row"] a, [role="row"] button'));
      // From the top of the page down, as a user scrolling down to each row, so each comes in at the window's bottom.
      window.scrollTo(0, 0);
      const checks = controls.map((control): ControlCheck => {
        control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const box = control.getBoundingClientRect();
        const toastBox = toast.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          name: control.getAttribute('aria-label') ?? control.textContent ?? '',
          onTop: top !== null && control.contains(top),
          overlapsToast:
            box.left < toastBox.right &&
            toastBox.left < box.right &&
            box.top < toastBox.bottom &&
            toastBox.top < box.bottom,
        };
      });
      return { checks, toastStillShown: toast.isConnected };
    },
    { tableName, toastText },
  );
}

for (const [label, viewport] of [
  ['on a desktop', { width: 1280, height: 720 }],
  ['at 360 px', { width: 360, height: 740 }],
] as const) {
  test(`the toast of an archive covers none of the table's row actions, ${label}`, async ({
    page,
    adminApi,
  }) => {
    await page.setViewportSize(viewport);
    // Owners of this test only, enough rows to reach the bottom of the window below the properties table.
    const prefix = uniqueName('Clearance');
    const owners = [];
    for (let i = 1; i <= 6; i++) owners.push(await createOwner(adminApi, `${prefix} ${i}`));
    // The search in the address: the owners table shows only these six whatever other tests have added.
    await page.goto(`/admin/dashboard?ownersQ=${encodeURIComponent(prefix)}`);
    const table = page.getByRole('grid', { name: 'Owners' });
    await expect(table.getByRole('button', { name: /^Archive / })).toHaveCount(owners.length);

    const archived = owners[0];
    await table.getByRole('button', { name: `Archive ${archived?.name}` }).click();
    await confirmation(page).getByRole('button', { name: 'Archive' }).click();
    const message = `${archived?.name} archived with their properties and listings.`;
    await expect(page.getByRole('alertdialog', { name: message })).toBeVisible();
    await expect(table.getByRole('button', { name: /^Archive / })).toHaveCount(owners.length - 1);

    const result = await checkRowActions(page, 'Owners', message);
    expect(result, 'the table and the toast are shown').not.toBeNull();
    expect(result?.toastStillShown, 'the toast was up through the checks').toBe(true);
    // View, Edit and Archive of each remaining owner.
    expect(result?.checks).toHaveLength((owners.length - 1) * 3);
    const covered = (result?.checks ?? []).filter((check) => !check.onTop || check.overlapsToast);
    expect(covered, 'row actions under the toast').toEqual([]);
  });
}
