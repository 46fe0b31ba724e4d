import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyArchivedUnits } from '../buildings/index.ts';
import { restoreDeleteArgs, showsText } from '../shared/fixtures/storyChecks.ts';
import { ArchivedUnitsView } from './ArchivedUnitsView.tsx';

const meta = {
  title: 'Screens/strataAdmin/ArchivedUnits',
  component: ArchivedUnitsView,
  args: {
    building: { id: 3, buildingName: 'Kingsway Commons' },
    units: storyArchivedUnits,
    ...restoreDeleteArgs(),
  },
} satisfies Meta<typeof ArchivedUnitsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete asks first and says it cannot be undone. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('link', { name: '305' })).toHaveAttribute(
      'href',
      '/strataAdmin/strataUnit/18',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete unit 305' }));
    const dialog = within(await body.findByRole('alertdialog'));
    await expect(dialog.getByText(/This cannot be undone/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyArchivedUnits[0]);
  },
};

/** No archived units. */
export const Empty: Story = {
  args: { units: [] },
  play: showsText('No archived strata units.'),
};
