import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { unitCategories, unitDocuments, unitWithoutPad } from '../shared/fixtures/unitOwnerFixtures.ts';
import type { StrataUnit } from '../shared/schemas.ts';
import { UnitView } from './UnitView.tsx';

const meta = preview.meta({
  title: 'Screens/strataAdmin/Unit',
  component: UnitView,
  args: {
    unit: unitWithoutPad,
    documents: unitDocuments,
    categories: unitCategories,
    showActions: true,
    onEditUnitUser: fn(),
    ...checks.resolvingHandlers('onResendInvitation', 'onRemoveUser', 'onArchiveDocument'),
  },
});

/** The spec's columns, roles by reading B, and Remove with the advice to change the role instead. */
export const Users = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unit 101' })).toBeVisible();
    await expect(canvas.getByText('Kingsway Commons · Lot 11')).toBeVisible();
    const table = within(canvas.getByRole('grid', { name: 'Unit Users' }));
    // Strata spec 2: Username, First Name, Last Name, Email, Phone Number, Role, plus Action (and nothing else); the
    // sort indicators are left out.
    const headers = table
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[^A-Za-z ]/g, '').trim());
    await expect(headers).toEqual([
      'Username',
      'First Name',
      'Last Name',
      'Email',
      'Phone Number',
      'Role',
      'Action',
    ]);
    await expect(table.getByRole('gridcell', { name: 'Current Primary User' })).toBeVisible();
    await expect(table.getByRole('gridcell', { name: 'Current Secondary User' })).toBeVisible();
    await expect(table.getByRole('gridcell', { name: 'Current Tenant' })).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Remove lena.fischer@example.ca' }));
    const dialog = within(await body.findByRole('alertdialog'));
    await expect(dialog.getByText(/change their role/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemoveUser).toHaveBeenCalledWith(unitWithoutPad.strataUnitUsers[2]);
    await userEvent.click(table.getByRole('button', { name: 'Edit unit user unitowner2' }));
    await expect(args.onEditUnitUser).toHaveBeenCalledWith(unitWithoutPad.strataUnitUsers[1]);
  },
});

/** Resend Invitation asks first. */
export const ResendInvitation = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend Invitation' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Resend' }),
    );
    await expect(args.onResendInvitation).toHaveBeenCalled();
  },
});

/** A unit of many users (a rooming house): the pager, as more users than a page holds. */
const manyUsers: StrataUnit['strataUnitUsers'] = Array.from({ length: 12 }, (_, index) => {
  const userId = 100 + index;
  const userName = `tenant${index + 1}@example.ca`;
  return {
    userId,
    strataUnitId: unitWithoutPad.id,
    strataUnitRole: 3,
    firstName: 'Tenant',
    lastName: String(index + 1),
    user: { id: userId, userName, email: userName, phoneNumber: null },
  };
});

/**
 * The users table offers 5, 10, 15, 20, 50 and 100 rows per page, 10 at first (strata spec 9), once it holds more
 * users than a page; the few users of most units show no pager.
 */
export const PageSizes = meta.story({
  args: { unit: { ...unitWithoutPad, strataUnitUsers: [...unitWithoutPad.strataUnitUsers, ...manyUsers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const pager = within(canvas.getByRole('navigation', { name: 'Unit Users pages' }));
    const pageSize = pager.getByRole('button', { name: /Rows per page/ });
    await expect(pageSize).toHaveTextContent('10');
    await userEvent.click(pageSize);
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['5', '10', '15', '20', '50', '100']);
    await userEvent.keyboard('{Escape}');
  },
});

/** A superAdmin: no Action column. */
export const SuperAdmin = meta.story({
  args: { showActions: false },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('grid', { name: 'Unit Users' }));
    await expect(table.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  },
});
