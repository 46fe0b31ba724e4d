import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PadCreateView, padDeadlineNote } from './PadCreateView.tsx';

const meta = {
  title: 'Screens/strataUnitOwner/PAD Create',
  component: PadCreateView,
  args: { unitId: 12, onSubmit: fn(async () => undefined), error: null },
} satisfies Meta<typeof PadCreateView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(padDeadlineNote)).toBeVisible();
    const type = async (label: RegExp, text: string) =>
      userEvent.type(canvas.getByRole('textbox', { name: label }), text);
    await type(/^Financial Institution Name/, 'Vancity Credit Union');
    await type(/^Financial Institution Address/, '5590 Kingsway');
    await type(/^City/, 'Burnaby');
    await type(/^Transit Number/, '00480');
    await type(/^Institution Number/, '809');
    await type(/^Account Number/, '1234567');
    await type(/^Account Holder First and Last Name/, 'Priya Nair');
    await type(/^Address/, '4567 Kingsway, Unit 101');
    await type(/^Postal Code/, 'V5H 2E2');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit PAD' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      financialInstitutionName: 'Vancity Credit Union',
      financialInstitutionAddress: '5590 Kingsway',
      financialInstitutionCity: 'Burnaby',
      financialInstitutionProvince: 'BC',
      bankTransitNumber: '00480',
      institutionNumber: '809',
      accountNumber: '1234567',
      accountHolderFirstAndLastName: 'Priya Nair',
      postalCode: 'V5H 2E2',
      address: '4567 Kingsway, Unit 101',
    });
  },
};

export const Blank: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit PAD' }));
    await expect((await canvas.findAllByText('This field is required')).length).toBeGreaterThan(5);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRefused: Story = {
  args: { error: 'The transit number must be 5 digits.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error Creating Pre Authorized Debit')).toBeVisible();
    await expect(canvas.getByText('The transit number must be 5 digits.')).toBeVisible();
  },
};

export const WithoutUnit: Story = {
  args: { unitId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Submit PAD' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

export const WrongDigits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Transit Number/ }), '480');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Account Number/ }), '12-34');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit PAD' }));
    await expect(await canvas.findByText('The transit number is 5 digits')).toBeVisible();
    await expect(canvas.getByText('The account number is 7 to 12 digits')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
