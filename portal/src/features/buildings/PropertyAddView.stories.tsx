import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { PropertyAddView } from './PropertyAddView.tsx';
import { emptyPropertyAdd } from './propertyAddForm.ts';

const meta = preview.meta({
  title: 'Screens/strataAdmin/PropertyAdd',
  component: PropertyAddView,
  args: { initialValues: emptyPropertyAdd, onSubmit: fn(async () => undefined) },
});

/** Save stays disabled until every field is valid; the plan number sets the login email. */
export const Filled = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Save Property' });
    await expect(save).toBeDisabled();
    await checks.typeInto(canvas, { 'Building Name': 'Harbour Lights', 'Strata Plan Number': 'EPS 4410' });
    await expect(canvas.getByRole('textbox', { name: 'Login Email' })).toHaveValue(
      'eps4410@portal.example.ca',
    );
    await checks.typeInto(canvas, {
      Street: '1280 Pacific Blvd',
      City: 'Vancouver',
      'Postal Code': 'V6Z 2R7',
    });
    await checks.expectConfirmedPasswordEnables(canvas, save, 'Harbour#2026');
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      buildingName: 'Harbour Lights',
      strataPlanNumber: 'EPS 4410',
      street: '1280 Pacific Blvd',
      city: 'Vancouver',
      province: 'BC',
      postal: 'V6Z 2R7',
      password: 'Harbour#2026',
      confirmPassword: 'Harbour#2026',
    });
  },
});

/** A weak password keeps Save disabled and shows the rule broken once the field is left. */
export const WeakPassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(checks.passwordInput(canvas), 'harbour');
    await userEvent.tab();
    await expect(canvas.getAllByText('requires number').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Save Property' })).toBeDisabled();
  },
});

/** The server refused the login. */
export const LoginRefused = meta.story({
  args: { error: 'Failed To Save Property, Please enter a valid user' },
  play: checks.showsText('Failed To Save Property, Please enter a valid user'),
});
