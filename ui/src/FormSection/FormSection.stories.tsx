import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { PhoneField } from '../PhoneField/PhoneField.tsx';
import { PostalCodeField } from '../PostalCodeField/PostalCodeField.tsx';
import { Select } from '../Select/Select.tsx';
import { radioControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import {
  FormSection,
  FormSectionFull,
  formSectionColumns,
  formSectionHeadingLevels,
} from './FormSection.tsx';

const provinces = ['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].map(
  (id) => ({
    id,
    label: id,
  }),
);

const meta = preview.meta({
  title: 'Forms/FormSection',
  component: FormSection,
  args: { title: 'Owner profile', description: 'As it appears on the owner statements.', children: null },
  argTypes: {
    columns: radioControl(formSectionColumns),
    headingLevel: radioControl(formSectionHeadingLevels),
  },
});

export const Default = meta.story({
  args: {
    children: (
      <>
        <TextField label="Name" defaultValue="Harjit Sandhu" isRequired />
        <TextField label="Address" defaultValue="13450 104 Avenue" isRequired />
        <TextField label="City" defaultValue="Surrey" isRequired />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Owner profile' });
    await expect(within(group).getByRole('textbox', { name: 'City' })).toHaveValue('Surrey');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Owner profile' })).toBeVisible();
  },
});

/** Two columns from tablet width up; long fields span both. */
export const TwoColumns = meta.story({
  args: {
    columns: 2,
    title: 'New contact information',
    description: 'Where the strata corporation should send notices.',
    children: (
      <>
        <TextField label="Address" defaultValue="88 Sixth Street, Unit 1507" />
        <TextField label="City" defaultValue="New Westminster" />
        <Select label="Province" options={provinces} defaultValue="BC" />
        <PostalCodeField label="Postal Code" defaultValue="V3L 5B3" />
        <PhoneField label="Home Phone" defaultValue="604-555-0123" />
        <PhoneField label="Cell Phone" />
        <FormSectionFull>
          <TextArea label="Additional information" wordLimit={200} />
        </FormSectionFull>
        <FormSectionFull>
          <Checkbox>The registered owner(s) certify that they own the strata lot.</Checkbox>
        </FormSectionFull>
      </>
    ),
  },
});

export const Disabled = meta.story({
  args: {
    isDisabled: true,
    title: 'Account info',
    children: (
      <>
        <TextField label="Email" defaultValue="olivia.macdonald@shaw.ca" />
        <Button>Save</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
});
