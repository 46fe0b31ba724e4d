import { ApiError } from '@portal/sdk/client';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenFailure } from '../shared/failures.ts';
import { haroldBecker, margaretChen } from '../shared/fixtures/ownerFixtures.ts';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { OwnerEditView } from './OwnerEditView.tsx';
import { ownerMessages } from './ownerForm.ts';

const meta = preview.meta({
  title: 'Screens/admin/Edit Owner',
  component: OwnerEditView,
  args: {
    owner: margaretChen,
    ...checks.resolvingHandlers('onSaveInfo', 'onSaveEmail'),
    infoFailure: null,
    emailFailure: null,
  },
});

/** The owner's info prefilled; saving it sends the profile. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const info = canvas.getByRole('form', { name: 'Owner Info' });
    await expect(within(info).getByRole('textbox', { name: 'Name' })).toHaveValue('Margaret Chen');
    await userEvent.clear(within(info).getByRole('textbox', { name: 'Mobile' }));
    await userEvent.click(within(info).getByRole('button', { name: 'Save Owner Info' }));
    await expect(args.onSaveInfo).toHaveBeenCalledWith(
      expect.objectContaining({ profile: expect.objectContaining({ name: 'Margaret Chen', mobile: '' }) }),
    );
  },
});

/** The email is its own action: Update Email stays disabled until the email changes. */
export const ChangeEmail = meta.story({
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Owner Email' }));
    const update = form.getByRole('button', { name: 'Update Email' });
    await expect(update).toBeDisabled();
    const email = form.getByRole('textbox', { name: 'Email' });
    await checks.retype(email, 'margaret.chen');
    await expect(await form.findByText('invalid email')).toBeVisible();
    await userEvent.type(email, '@shaw.ca');
    await userEvent.click(update);
    await expect(args.onSaveEmail).toHaveBeenCalledWith('margaret.chen@shaw.ca');
  },
});

/** A required field emptied and a wrong address: spec 5's messages, nothing sent. */
export const InvalidInfo = meta.story({
  play: async ({ canvasElement, args }) => {
    const info = within(within(canvasElement).getByRole('form', { name: 'Owner Info' }));
    await userEvent.clear(info.getByRole('textbox', { name: 'City' }));
    const address = info.getByRole('textbox', { name: 'Address' });
    await userEvent.clear(address);
    await userEvent.type(address, '#5');
    await userEvent.click(info.getByRole('button', { name: 'Save Owner Info' }));
    await expect(await info.findByText('this field is required')).toBeVisible();
    await expect(info.getByText('invalid address')).toBeVisible();
    await expect(args.onSaveInfo).not.toHaveBeenCalled();
  },
});

/** The server refused the info. */
export const InfoNotSaved = meta.story({
  args: {
    infoFailure: new ScreenFailure(
      ownerMessages.infoFailed,
      new ApiError(409, 'Restore the owner before editing it.'),
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('form', { name: 'Owner Info' })).getByRole('alert');
    await expect(alert).toHaveTextContent(ownerMessages.infoFailed);
    await expect(alert).toHaveTextContent('Restore the owner before editing it.');
  },
});

/** The new email belongs to another account. */
export const EmailInUse = meta.story({
  args: { emailFailure: new ScreenFailure(ownerMessages.emailFailed) },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Owner Email' }));
    await expect(form.getByRole('alert')).toHaveTextContent(ownerMessages.emailFailed);
  },
});

/** An owner living in the United States: a state for the province, a ZIP code, country U.S. */
export const OwnerInTheUnitedStates = meta.story({
  args: { owner: { ...haroldBecker, archived: false } },
  play: async ({ canvasElement }) => {
    const info = within(within(canvasElement).getByRole('form', { name: 'Owner Info' }));
    await expect(info.getByRole('combobox', { name: 'Province' })).toHaveValue('WA');
    await expect(info.getByRole('textbox', { name: 'Postal Code' })).toHaveValue('98225');
  },
});
