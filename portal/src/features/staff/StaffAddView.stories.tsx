import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffAddView } from './StaffAddView.tsx';

const meta = {
  title: 'Screens/strataAdmin/StaffAdd',
  component: StaffAddView,
  args: {
    building: { id: 3, buildingName: 'Kingsway Commons' },
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof StaffAddView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A concierge working Monday 9 to 5, the other days off. */
export const AddConcierge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Staff' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
    await userEvent.click(canvas.getByRole('button', { name: /Position/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Concierge' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Amara Singh');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '6045550123');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'amara.singh@example.ca');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monday Start' }), '0900am');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monday End' }), '0500pm');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Staff' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      position: 'Concierge',
      name: 'Amara Singh',
      phone: '604-555-0123',
      email: 'amara.singh@example.ca',
      hours: '09:00 am - 05:00 pm,off,off,off,off,off,off',
    });
  },
};

/** The server refused the record. */
export const Refused: Story = {
  args: { error: 'Could not save the staff member.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Could not save the staff member.')).toBeVisible();
  },
};

/** An end time before the start time is refused on the page (the server refuses it too). */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Position/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Cleaner' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Rosa Diaz');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '6045550190');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'rosa.diaz@example.ca');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tuesday Start' }), '0500pm');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tuesday End' }), '0900am');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Staff' }));
    await expect(canvas.getByText("Each working day's end time must be after its start time.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
