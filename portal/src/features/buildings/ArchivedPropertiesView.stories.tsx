import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArchivedPropertiesView } from './ArchivedPropertiesView.tsx';
import { storyArchivedStrataProperties } from './strataFixtures.ts';

const meta = {
  title: 'Screens/strataAdmin/ArchivedProperties',
  component: ArchivedPropertiesView,
  args: {
    properties: storyArchivedStrataProperties,
    onRestore: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof ArchivedPropertiesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One archived building; restore and delete each ask first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Archived Strata Properties' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back To Dashboard' })).toHaveAttribute(
      'href',
      '/strataAdmin/dashboard',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Cedar Court' }));
    let dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledWith(storyArchivedStrataProperties[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Cedar Court' }));
    dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyArchivedStrataProperties[0]);
  },
};

/** Nothing archived. */
export const Empty: Story = {
  args: { properties: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No archived strata properties.')).toBeVisible();
  },
};
