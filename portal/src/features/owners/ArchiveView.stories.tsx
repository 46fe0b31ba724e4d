import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { archivedOwners, archivedProperties } from '../shared/fixtures/ownerFixtures.ts';
import { ArchiveView } from './ArchiveView.tsx';

const meta = {
  title: 'Screens/admin/Archives',
  component: ArchiveView,
  args: {
    properties: archivedProperties,
    owners: archivedOwners,
    onRestoreProperty: fn(async () => undefined),
    onRestoreOwner: fn(async () => undefined),
  },
} satisfies Meta<typeof ArchiveView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Archived properties (RM Number, Address, City) and owners (Name, Email), each row with Restore. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const properties = canvas.getByRole('grid', { name: 'Archived Properties' });
    await expect(within(properties).getByRole('link', { name: 'RM0091' })).toHaveAttribute(
      'href',
      '/admin/archived/property/5',
    );
    const owners = canvas.getByRole('grid', { name: 'Archived Owners' });
    await expect(within(owners).getByRole('link', { name: 'Harold Becker' })).toHaveAttribute(
      'href',
      '/admin/archived/owner/9',
    );
    await expect(within(owners).getByText('harold.becker@example.com')).toBeVisible();
  },
};

/** Restoring an owner says its properties and listings come back too. */
export const RestoreOwner: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Restore Harold Becker' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore owner' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to restore this owner? All of the owner’s properties and their listings will be restored too.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await expect(args.onRestoreOwner).toHaveBeenCalledWith(archivedOwners[0]);
  },
};

/** Restoring a property says its listings come back too; Cancel does nothing. */
export const RestoreProperty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore CM0092' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore property' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to restore this property? Its listings will be restored too.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRestoreProperty).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore CM0092' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Restore property' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    await expect(args.onRestoreProperty).toHaveBeenCalledWith(archivedProperties[1]);
  },
};

/** Nothing archived. */
export const Empty: Story = {
  args: { properties: [], owners: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No archived properties.')).toBeVisible();
    await expect(canvas.getByText('No archived owners.')).toBeVisible();
  },
};
