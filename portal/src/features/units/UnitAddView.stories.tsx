import { expect, fn, userEvent, within } from 'storybook/test';
import { storyBuilding } from '../buildings/index.ts';
import { preview } from '../shared/fixtures/preview.ts';
import { UnitAddView } from './UnitAddView.tsx';

const meta = preview.meta({
  title: 'Screens/strataAdmin/UnitAdd',
  component: UnitAddView,
  args: {
    building: storyBuilding,
    onCreateUnit: fn(async (values) => ({ id: 41, unitNumber: values.unitNumber })),
    onCreateOwner: fn(async () => undefined),
  },
});

/** Step 1 then step 2 with an owner living elsewhere; the second step's heading takes focus. */
export const TwoSteps = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Step 1 of 2: Strata Unit' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Unit Number/ }), '402');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Lot Number/ }), '42');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Unit' }));
    const step2 = await canvas.findByRole('heading', { name: 'Step 2 of 2: Owner and Invitation' });
    await expect(step2).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Owner and Send Invitation' }));
    await expect(args.onCreateOwner).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name On Title/ }), 'Tomás Ortega');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'tomas.ortega@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Address Line 1/ }), '77 Pine Street');
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Seattle');
    await userEvent.type(canvas.getByRole('textbox', { name: /^State\/Province/ }), 'WA');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Country/ }), 'U.S');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Postal Code/ }), '98101');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Owner and Send Invitation' }));
    await expect(args.onCreateOwner).toHaveBeenCalledWith(
      { id: 41, unitNumber: '402' },
      expect.objectContaining({ residentOwner: false, country: 'U.S', stateOrProvince: 'WA' }),
    );
  },
});
