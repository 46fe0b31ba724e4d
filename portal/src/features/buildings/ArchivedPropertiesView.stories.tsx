import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectRestoreThenDelete, restoreDeleteArgs, showsText } from '../shared/fixtures/storyChecks.ts';
import { ArchivedPropertiesView } from './ArchivedPropertiesView.tsx';
import { storyArchivedStrataProperties } from './strataFixtures.ts';

const meta = {
  title: 'Screens/strataAdmin/ArchivedProperties',
  component: ArchivedPropertiesView,
  args: {
    properties: storyArchivedStrataProperties,
    ...restoreDeleteArgs(),
  },
} satisfies Meta<typeof ArchivedPropertiesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One archived building; restore and delete each ask first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Archived Strata Properties' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back To Dashboard' })).toHaveAttribute(
      'href',
      '/strataAdmin/dashboard',
    );
    await expectRestoreThenDelete(canvasElement, args, 'Cedar Court', storyArchivedStrataProperties[0]);
  },
};

/** Nothing archived. */
export const Empty: Story = {
  args: { properties: [] },
  play: showsText('No archived strata properties.'),
};
