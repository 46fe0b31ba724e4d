import { ApiError } from '@portal/sdk/client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScreenFailure } from '../shared/failures.ts';
import { preview } from '../shared/fixtures/preview.ts';
import { OwnerCreateView } from './OwnerCreateView.tsx';
import { emptyOwnerForm, type OwnerFormValues, ownerMessages } from './ownerForm.ts';

const meta = preview.meta({
  title: 'Screens/admin/New Owner',
  component: OwnerCreateView,
  args: { onSubmit: fn(async () => undefined), failure: null },
});

const evelyn: OwnerFormValues = {
  account: { email: 'evelyn.harper@example.ca', password: 'Harbour#2026' },
  profile: {
    name: 'Evelyn Harper',
    address: '3568 West 4th Avenue',
    city: 'Vancouver',
    province: 'BC',
    postal: 'V6R 1N8',
    countryId: 1,
    phone: '604-555-0199',
    mobile: '',
  },
};

const input = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('textbox', { name });

/** The empty form: both parts, and Create Owner disabled until every field is valid. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New Owner' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Account Info' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Owner Profile' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Password rules' })).toHaveTextContent(
      'password should be at least 6 characters',
    );
    await expect(canvas.getByRole('button', { name: 'Create Owner' })).toBeDisabled();
    await expect(canvas.getByText('Create Owner is enabled once every field is valid.')).toBeVisible();
  },
});

/** Each field's message of spec 5 once it is left wrong or empty. */
export const ValidationMessages = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvas, 'Email'), 'evelyn.harper');
    await userEvent.click(input(canvas, 'Name'));
    await userEvent.click(input(canvas, 'Address'));
    await userEvent.type(input(canvas, 'Address'), '12 Main!');
    await userEvent.type(input(canvas, 'Phone'), '555-01');
    await userEvent.click(input(canvas, 'City'));
    await expect(await canvas.findByText('invalid email')).toBeVisible();
    await expect(canvas.getByText('this field is required')).toBeVisible();
    await expect(canvas.getByText('invalid address')).toBeVisible();
    await expect(canvas.getByText('invalid phone number')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Owner' })).toBeDisabled();
  },
});

/** Every field valid (mobile left out, it is optional): Create Owner sends both parts. */
export const ReadyToCreate = meta.story({
  args: { initialValues: evelyn },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('button', { name: 'Create Owner' });
    await expect(create).toBeEnabled();
    await userEvent.click(create);
    await expect(args.onSubmit).toHaveBeenCalledWith(evelyn);
  },
});

/** The email belongs to another account (409). */
export const UserAlreadyExists = meta.story({
  args: { initialValues: evelyn, failure: new ScreenFailure(ownerMessages.userExists) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ownerMessages.userExists);
  },
});

/** The account was made but the profile was refused: the spec's message with the server's reason. */
export const ProfileNotSaved = meta.story({
  args: {
    initialValues: evelyn,
    failure: new ScreenFailure(
      ownerMessages.profileFailed,
      new ApiError(400, 'invalid phone number', 'phone'),
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(ownerMessages.profileFailed);
    await expect(alert).toHaveTextContent('invalid phone number');
  },
});

/** The empty values, for designers comparing the two parts side by side. */
export const Blank = meta.story({ args: { initialValues: emptyOwnerForm } });
