import { Input, TextField } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import { preview } from '../stories/preview.ts';
import { field, input } from './FieldWrapper.css.ts';
import { FieldWrapper } from './FieldWrapper.tsx';

/**
 * The pattern every field uses: inside a react-aria field, FieldWrapper lays out the label, the
 * control, the description and the spec's error message, and react-aria links them
 * (aria-labelledby, aria-describedby). Library fields already include it; use it directly only
 * to build a new field.
 */
const meta = preview.meta({
  title: 'Forms/FieldWrapper',
  component: FieldWrapper,
  args: { label: 'Street', children: null },
  render: ({ isRequired, ...args }) => (
    <TextField
      className={field}
      isRequired={isRequired}
      isInvalid={Boolean(args.errorMessage)}
      validationBehavior="aria"
    >
      <FieldWrapper {...args} isRequired={isRequired}>
        <Input className={input} />
      </FieldWrapper>
    </TextField>
  ),
});

export const Default = meta.story({
  args: { description: "Letters, digits, spaces and , . ' - only." },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Street' });
    await userEvent.type(box, '4567 Kingsway');
    await expect(box).toHaveAccessibleDescription("Letters, digits, spaces and , . ' - only.");
  },
});

/** The error replaces nothing: it is added under the description and read with it. */
export const WithError = meta.story({
  args: { isRequired: true, description: 'As on the land title.', errorMessage: 'Invalid street address' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Street' });
    await expect(box).toBeInvalid();
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('As on the land title. Invalid street address');
  },
});

export const LabelOnly = meta.story({ args: { label: 'Strata Plan #' } });
