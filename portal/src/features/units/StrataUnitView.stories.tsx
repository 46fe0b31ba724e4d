import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import {
  extraPayments,
  unitCategories,
  unitDocuments,
  unitForSecondaryUser,
  unitWithoutPad,
  unitWithPayments,
} from '../shared/fixtures/unitOwnerFixtures.ts';
import { StrataUnitView } from './StrataUnitView.tsx';

const meta = preview.meta({
  title: 'Screens/strataUnitOwner/Strata Unit',
  component: StrataUnitView,
  args: {
    unit: unitWithPayments,
    isPrimary: true,
    documents: unitDocuments,
    categories: unitCategories,
    extraPayments,
    ...checks.resolvingHandlers('onDeletePad', 'onUpdateAddress'),
  },
});

export const PrimaryWithPayments = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Unit 101');
    await checks.expectTexts(canvas, 'Active (Vancity Credit Union)', '$459.75', 'Current Secondary User');
    await checks.expectLinks(canvas, {
      'Monthly Payment': '/strataUnitOwner/monthlyPayment/replace/strataUnit/12',
      'View Bylaw Warning Letter': '/strataUnitOwner/document/view/22?kind=unit',
      'Back To Dashboard': '/strataUnitOwner/dashboard',
      'Kingsway Commons': '/strataUnitOwner/strataProperty/3?from=/strataUnitOwner/strataUnit/12',
    });
  },
});

/** A PAD given after the 20th: its debits start the month after next, and its status says when until then. */
export const PadNotStartedYet = meta.story({
  args: {
    unit: {
      ...unitWithPayments,
      strataOwners: unitWithPayments.strataOwners.map((owner) =>
        owner.preAuthorizedDebit
          ? { ...owner, preAuthorizedDebit: { ...owner.preAuthorizedDebit, firstDebitDate: '2026-05-01' } }
          : owner,
      ),
    },
  },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, 'Starts 2026-05-01 (Vancity Credit Union)');
    await expect(canvas.queryByText(/^Active/)).toBeNull();
  },
});

export const DeletePad = meta.story({
  play: async ({ args, canvas }) => {
    await checks.confirmDialog(canvas, 'Delete PAD', { says: 'This cannot be undone.', answer: 'Delete' });
    await expect(args.onDeletePad).toHaveBeenCalledWith(7);
  },
});

export const PrimaryWithoutPad = meta.story({
  args: { unit: unitWithoutPad, extraPayments: [], documents: [] },
  play: async ({ canvas }) => {
    await checks.expectLinks(canvas, { PAD: '/strataUnitOwner/pad/create/31?unitId=12' });
    await userEvent.click(canvas.getByRole('button', { name: 'Monthly Payment' }));
    await checks.expectTexts(
      canvas,
      /Fill in the PAD form with the PAD button first/,
      'No extra payments.',
      'No documents yet.',
    );
  },
});

export const ExtraPaymentsNotLoaded = meta.story({
  args: { extraPayments: null },
  play: checks.showsText('Could Not Load Extra Payments.'),
});

export const SecondaryUser = meta.story({
  args: { unit: unitForSecondaryUser, isPrimary: false, documents: [], extraPayments: [] },
  play: async ({ canvas }) => {
    const users = canvas.getByRole('grid', { name: 'Unit users' });
    await expect(within(users).getByText('Current Tenant')).toBeVisible();
    // Primary, secondary and tenant users only: the past owner is not listed.
    await expect(within(users).queryByText('Marcus')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Payments' })).toBeNull();
    await checks.expectAbsent(canvas, 'link', 'Extra Payments');
    await expect(canvas.queryByRole('heading', { name: 'Documents' })).toBeNull();
    await checks.expectAbsent(canvas, 'button', 'Change of Address');
  },
});

export const ChangeOfAddress = meta.story({
  play: async ({ args, canvas }) => {
    const dialog = await checks.openDialog(canvas, 'Change of Address');
    await expect(dialog.getByRole('textbox', { name: /^Name on Title/ })).toHaveValue('Priya Nair');
    const line1 = dialog.getByRole('textbox', { name: /^Address Line 1/ });
    await userEvent.clear(line1);
    await userEvent.type(line1, '2210 West 41st Avenue');
    const postal = dialog.getByRole('textbox', { name: /^Postal Code/ });
    await userEvent.clear(postal);
    await userEvent.type(postal, '12345');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Address' }));
    await expect(await dialog.findByText('Invalid postal code')).toBeVisible();
    await userEvent.clear(postal);
    await userEvent.type(postal, 'v6m 2a3');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Address' }));
    await expect(args.onUpdateAddress).toHaveBeenCalledWith(31, {
      email: 'priya.nair@example.ca',
      addressLine1: '2210 West 41st Avenue',
      addressLine2: 'Unit 101',
      addressLine3: null,
      city: 'Burnaby',
      stateOrProvince: 'BC',
      country: 'Canada',
      postalCode: 'V6M 2A3',
    });
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
});

export const ChangeOfAddressRefused = meta.story({
  args: { onUpdateAddress: fn(async () => Promise.reject(new Error('Invalid postal code'))) },
  play: async ({ canvas }) => {
    const dialog = await checks.openDialog(canvas, 'Change of Address');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Address' }));
    await expect(await dialog.findByText('Error updating the address')).toBeVisible();
  },
});

/** Opened from its building's page: the back link names the building and leads there. */
export const OpenedFromBuilding = meta.story({
  args: {
    backLink: { label: 'Back To Building Kingsway Commons', href: '/strataUnitOwner/strataProperty/3' },
  },
  play: async ({ canvas }) => {
    await checks.expectLinks(canvas, {
      'Back To Building Kingsway Commons': '/strataUnitOwner/strataProperty/3',
    });
    await checks.expectAbsent(canvas, 'link', 'Back To Dashboard');
  },
});
