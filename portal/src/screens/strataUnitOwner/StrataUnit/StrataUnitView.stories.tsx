import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  extraPayments,
  unitCategories,
  unitDocuments,
  unitForSecondaryUser,
  unitWithoutPad,
  unitWithPayments,
} from '../../../components/unitOwner/storyFixtures.ts';
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
      '/strataUnitOwner/document/view/22',
    );
    await expect(canvas.getByText('Current Secondary User')).toBeVisible();
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
    await expect(canvas.getByText('No documents for this unit yet.')).toBeVisible();
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
    await expect(canvas.getByRole('grid', { name: 'Unit users' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Payments' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Extra Payments' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Documents' })).toBeNull();
  },
};
