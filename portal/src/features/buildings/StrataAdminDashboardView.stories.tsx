import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StrataAdminDashboardView } from './StrataAdminDashboardView.tsx';
import { storyStrataProperties } from './strataFixtures.ts';

const meta = {
  title: 'Screens/strataAdmin/Strata Administration',
  component: StrataAdminDashboardView,
  args: {
    name: 'strataadmin',
    properties: storyStrataProperties,
    showActions: true,
    onArchive: fn(async () => undefined),
  },
} satisfies Meta<typeof StrataAdminDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A strataAdmin: two buildings (one without an agent) with the Action column; archiving asks first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Strata Administration' })).toBeVisible();
    for (const [name, href] of [
      ['Add Property', '/strataAdmin/property/add'],
      ['Add Agent', '/strataAdmin/agent/add'],
      ['View Archives', '/strataAdmin/archived'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const table = canvas.getByRole('grid', { name: 'Strata Properties' });
    for (const header of [
      'Building Name',
      'Address',
      'Strata Plan #',
      'Strata Agent',
      'Agent Phone',
      'Action',
    ]) {
      await expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
    await expect(within(table).getByRole('link', { name: 'The Metropolitan' })).toHaveAttribute(
      'href',
      '/strataAdmin/property/1',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Archive Harbour Lights' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(args.onArchive).toHaveBeenCalledWith(storyStrataProperties[1]);
  },
};

/** A superAdmin on the strata login: no Action column (strata spec 2). */
export const SuperAdmin: Story = {
  args: { name: 'superadmin', showActions: false },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Strata Properties' });
    await expect(within(table).queryByRole('columnheader', { name: /Action/ })).toBeNull();
    await expect(within(table).queryByRole('button', { name: /Archive/ })).toBeNull();
  },
};

/** No buildings yet. */
export const Empty: Story = {
  args: { properties: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No strata properties yet.')).toBeVisible();
  },
};
