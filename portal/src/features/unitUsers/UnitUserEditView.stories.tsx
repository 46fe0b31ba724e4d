import { expect, fn, screen } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { unitWithoutPad } from '../shared/fixtures/unitOwnerFixtures.ts';
import { UnitUserEditView } from './UnitUserEditView.tsx';

const tenant = unitWithoutPad.strataUnitUsers[2] ?? unitWithoutPad.strataUnitUsers[0];
const secondary = unitWithoutPad.strataUnitUsers[1] ?? unitWithoutPad.strataUnitUsers[0];
if (!tenant || !secondary) throw new Error('story fixtures lack unit users');

const meta = preview.meta({
  title: 'Screens/strataAdmin/UnitUserEdit',
  component: UnitUserEditView,
  args: { unitUser: tenant, onSubmit: fn(async () => undefined) },
});

/** A tenant moves out: the role becomes Past Tenant (reading B, DESIGN); Current Secondary User is not offered. */
export const FormerTenant = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Lena');
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    await expect(screen.queryByRole('option', { name: 'Current Secondary User' })).toBeNull();
    await expect(screen.queryByRole('option', { name: /Former|Secondary Owner/ })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Past Tenant' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ role: 4, lastName: 'Fischer' }),
    );
  },
});

/** A secondary user keeps their current role as a choice. */
export const Secondary = meta.story({
  args: { unitUser: secondary },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Current Secondary User/ })).toBeVisible();
  },
});

/** Update with a name emptied: "Cannot leave blank fields." above the form, the field says why, nothing is sent. */
export const BlankField = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByText('Cannot leave blank fields.')).toBeNull();
    await userEvent.clear(canvas.getByRole('textbox', { name: /^First Name/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('Cannot leave blank fields.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Filled again: the alert goes.
    await checks.typeInto(canvas, { 'First Name': 'Lena' });
    await expect(canvas.queryByText('Cannot leave blank fields.')).toBeNull();
  },
});
