import { expect, fn, userEvent } from 'storybook/test';
import { selectControl } from '../stories/controls.ts';
import { expectEntry } from '../stories/fieldPlay.ts';
import { preview } from '../stories/preview.ts';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = preview.meta({
  title: 'Fields/TextField',
  component: TextField,
  args: { label: 'Building name', onChange: fn() },
  argTypes: { type: selectControl(textFieldTypes) },
});

export const Default = meta.story({
  play: async (context) => {
    await expectEntry(context, {
      name: 'Building name',
      typed: 'The Metrotower II',
      shown: 'The Metrotower II',
    });
  },
});

export const WithDescription = meta.story({
  args: {
    label: 'Strata plan number',
    description: 'Also the building login, e.g. BCS1234 or EPS5678.',
    defaultValue: 'EPS5678',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Strata plan number' });
    await expect(input).toHaveAccessibleDescription('Also the building login, e.g. BCS1234 or EPS5678.');
  },
});

export const Required = meta.story({
  args: { label: 'City', isRequired: true, isInvalid: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'City' });
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
});

/** `validate` runs as the user types; the message is the spec's. */
export const ValidatedEmail = meta.story({
  args: {
    label: 'Email',
    type: 'email',
    validate: (value: string) =>
      value && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? 'invalid email' : null,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'priya.sharma@');
    await expect(canvas.getByText('invalid email')).toBeVisible();
    await userEvent.type(input, 'gmail.com');
    await expect(canvas.queryByText('invalid email')).toBeNull();
  },
});

export const Disabled = meta.story({
  args: { label: 'Username', isDisabled: true, defaultValue: 'jwong.owner' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
});

export const ReadOnly = meta.story({
  args: { label: 'Login email', isReadOnly: true, defaultValue: 'eps5678@strata.example.ca' },
});

export const LongText = meta.story({
  args: {
    label: 'Address line 1 (as registered with the Land Title and Survey Authority of British Columbia)',
    defaultValue: '2300-1055 West Georgia Street, Royal Centre, Vancouver, British Columbia V6E 3P3, Canada',
  },
});
