import { expect, fn, userEvent } from 'storybook/test';
import { radioControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { RadioGroup, radioGroupOrientations } from './RadioGroup.tsx';

const complainantTypes = [
  { value: '1', label: 'Owner' },
  { value: '2', label: 'Tenant' },
];

const meta = preview.meta({
  title: 'Fields/RadioGroup',
  component: RadioGroup,
  args: { label: 'I am the', options: complainantTypes, onChange: fn() },
  argTypes: { orientation: radioControl(radioGroupOrientations) },
});

export const Default = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Owner' }));
    await expect(canvas.getByRole('radio', { name: 'Owner' })).toBeChecked();
    // Arrow keys move the choice within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Tenant' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
  },
});

export const Horizontal = meta.story({
  args: {
    label: 'Will you attend the hearing?',
    orientation: 'horizontal',
    options: [
      { value: '1', label: 'Yes' },
      { value: '2', label: 'No' },
    ],
    defaultValue: '1',
  },
});

export const WithDescriptions = meta.story({
  args: {
    label: 'Document for',
    options: [
      {
        value: 'property',
        label: 'Property',
        description: 'Leases, inspections, strata minutes for one address.',
      },
      {
        value: 'owner',
        label: 'Owner',
        description: 'Financial statements and correspondence for the owner.',
      },
    ],
    defaultValue: 'property',
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: '2' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
});
