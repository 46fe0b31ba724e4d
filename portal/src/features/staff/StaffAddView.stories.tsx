import { expect, fn } from 'storybook/test';
import { storyBuilding } from '../buildings/index.ts';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { StaffAddView } from './StaffAddView.tsx';

const meta = preview.meta({
  title: 'Screens/strataAdmin/StaffAdd',
  component: StaffAddView,
  args: {
    building: storyBuilding,
    onSubmit: fn(async () => undefined),
  },
});

/** Chooses the member's position and types their name, phone and email. */
async function fillMember(
  canvas: checks.Canvas,
  position: string,
  [name, phone, email]: [string, string, string],
) {
  await checks.chooseOption(canvas, /Position/, position);
  await checks.typeInto(canvas, { Name: name, Phone: phone, Email: email });
}

/** A concierge working Monday 9 to 5, the other days off. */
export const AddConcierge = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Staff' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
    await fillMember(canvas, 'Concierge', ['Amara Singh', '6045550123', 'amara.singh@example.ca']);
    await checks.typeInto(canvas, { 'Monday Start': '9am', 'Monday End': '17:00' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add Staff' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      position: 'Concierge',
      name: 'Amara Singh',
      phone: '604-555-0123',
      email: 'amara.singh@example.ca',
      hours: '09:00 am - 05:00 pm,off,off,off,off,off,off',
      overnightDays: [],
    });
  },
});

/** The server refused the record. */
export const Refused = meta.story({
  args: { error: 'Could not save the staff member.' },
  play: checks.showsText('Could not save the staff member.'),
});

/** An end time before the start time is refused on the page (the server refuses it too). */
export const EndBeforeStart = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await fillMember(canvas, 'Cleaner', ['Rosa Diaz', '6045550190', 'rosa.diaz@example.ca']);
    await checks.typeInto(canvas, { 'Tuesday Start': '9:00 am', 'Tuesday End': '8:00 am' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add Staff' }));
    await checks.expectTexts(
      canvas,
      "Each working day's end time must be after its start time, unless it ends the next day.",
      'End after the start, or tick Ends next day',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** A night shift: past midnight only when Ends next day is ticked. */
export const NightShift = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await fillMember(canvas, 'Concierge', ['Ines Moreau', '6045550193', 'ines.moreau@example.ca']);
    await checks.typeInto(canvas, { 'Sunday Start': '10 pm', 'Sunday End': '6am' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ends next day (Sunday)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Staff' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        hours: 'off,off,off,off,off,off,10:00 pm - 06:00 am',
        overnightDays: ['Sunday'],
      }),
    );
  },
});
