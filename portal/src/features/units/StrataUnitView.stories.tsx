import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  extraPayments,
  unitCategories,
  unitDocuments,
  unitForSecondaryUser,
  unitWithoutPad,
  unitWithPayments,
} from '../shared/fixtures/unitOwnerFixtures.ts';
import { StrataUnitView } from './StrataUnitView.tsx';

const meta = {
  title: 'Screens/strataUnitOwner/Strata Unit',
  component: StrataUnitView,
  args: {
    unit: unitWithPayments,
    isPrimary: true,
    documents: unitDocuments,
    categories: unitCategories,
    extraPayments,
    onDeletePad: fn(async () => undefined),
    onUpdateAddress: fn(async () => undefined),
  },
} satisfies Meta<typeof StrataUnitView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrimaryWithPayments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unit 101' })).toBeVisible();
    await expect(canvas.getByText('Active (Vancity Credit Union)')).toBeVisible();
    await expect(canvas.getByText('$459.75')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Monthly Payment' })).toHaveAttribute(
      'href',
      '/strataUnitOwner/monthlyPayment/replace/strataUnit/12',
    );
    await expect(canvas.getByRole('link', { name: 'View Bylaw Warning Letter' })).toHaveAttribute(
      'href',
      '/strataUnitOwner/document/view/22?kind=unit',
    );
    await expect(canvas.getByText('Current Secondary User')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back To Dashboard' })).toHaveAttribute(
      'href',
      '/strataUnitOwner/dashboard',
    );
    await expect(canvas.getByRole('link', { name: 'Kingsway Commons' })).toHaveAttribute(
      'href',
      '/strataUnitOwner/strataProperty/3?from=/strataUnitOwner/strataUnit/12',
    );
  },
};

/** A PAD given after the 20th: its debits start the month after next, and its status says when until then. */
export const PadNotStartedYet: Story = {
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Starts 2026-05-01 (Vancity Credit Union)')).toBeVisible();
    await expect(canvas.queryByText(/^Active/)).toBeNull();
  },
};

export const DeletePad: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete PAD' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeletePad).toHaveBeenCalledWith(7);
  },
};

export const PrimaryWithoutPad: Story = {
  args: { unit: unitWithoutPad, extraPayments: [], documents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'PAD' })).toHaveAttribute(
      'href',
      '/strataUnitOwner/pad/create/31?unitId=12',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Monthly Payment' }));
    await expect(canvas.getByText(/Fill in the PAD form with the PAD button first/)).toBeVisible();
    await expect(canvas.getByText('No extra payments.')).toBeVisible();
    await expect(canvas.getByText('No documents yet.')).toBeVisible();
  },
};

export const ExtraPaymentsNotLoaded: Story = {
  args: { extraPayments: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Could Not Load Extra Payments.')).toBeVisible();
  },
};

export const SecondaryUser: Story = {
  args: { unit: unitForSecondaryUser, isPrimary: false, documents: [], extraPayments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = canvas.getByRole('grid', { name: 'Unit users' });
    await expect(within(users).getByText('Current Tenant')).toBeVisible();
    // Primary, secondary and tenant users only: the past owner is not listed.
    await expect(within(users).queryByText('Marcus')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Payments' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Extra Payments' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Documents' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change of Address' })).toBeNull();
  },
};

export const ChangeOfAddress: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change of Address' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
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
};

export const ChangeOfAddressRefused: Story = {
  args: { onUpdateAddress: fn(async () => Promise.reject(new Error('Invalid postal code'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change of Address' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Address' }));
    await expect(await dialog.findByText('Error updating the address')).toBeVisible();
  },
};

/** Opened from its building's page: the back link names the building and leads there. */
export const OpenedFromBuilding: Story = {
  args: {
    backLink: { label: 'Back To Building Kingsway Commons', href: '/strataUnitOwner/strataProperty/3' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back To Building Kingsway Commons' })).toHaveAttribute(
      'href',
      '/strataUnitOwner/strataProperty/3',
    );
    await expect(canvas.queryByRole('link', { name: 'Back To Dashboard' })).toBeNull();
  },
};
