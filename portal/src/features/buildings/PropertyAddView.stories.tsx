import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PropertyAddView } from './PropertyAddView.tsx';
import { emptyPropertyAdd } from './propertyAddForm.ts';

const meta = {
  title: 'Screens/strataAdmin/PropertyAdd',
  component: PropertyAddView,
  args: { initialValues: emptyPropertyAdd, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof PropertyAddView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save stays disabled until every field is valid; the plan number sets the login email. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save Property' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Building Name/ }), 'Harbour Lights');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Strata Plan Number/ }), 'EPS 4410');
    await expect(canvas.getByRole('textbox', { name: 'Login Email' })).toHaveValue(
      'eps4410@portal.example.ca',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Street/ }), '1280 Pacific Blvd');
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Vancouver');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Postal Code/ }), 'V6Z 2R7');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Harbour#2026');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Harbour#2026');
    await expect(save).toBeEnabled();
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
};

/** A weak password keeps Save disabled and shows the rule broken once the field is left. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(password, 'harbour');
    await userEvent.tab();
    await expect(canvas.getAllByText('requires number').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Save Property' })).toBeDisabled();
  },
};

/** The server refused the login. */
export const LoginRefused: Story = {
  args: { error: 'Failed To Save Property, Please enter a valid user' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Failed To Save Property, Please enter a valid user'),
    ).toBeVisible();
  },
};
