import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { pad } from '../shared/fixtures/unitOwnerFixtures.ts';
import { PadCreateView, padDeadlineNote } from './PadCreateView.tsx';

const meta = preview.meta({
  title: 'Screens/strataUnitOwner/PAD Create',
  component: PadCreateView,
  args: { unitId: 12, onSubmit: fn(async () => undefined), error: null },
});

const {
  id: _id,
  strataUnitId: _unit,
  strataOwnerId: _owner,
  padStatus: _status,
  createdAt: _created,
  firstDebitDate: _first,
  ...padInput
} = pad;
/** The story PAD's bank details as a person types them, field by field. */
const typedPad = {
  'Financial Institution Name': 'Vancity Credit Union',
  'Financial Institution Address': '5590 Kingsway',
  City: 'Burnaby',
  'Transit Number': '00480',
  'Institution Number': '809',
  'Account Number': '1234567',
  'Account Holder First and Last Name': 'Priya Nair',
  Address: '4567 Kingsway, Unit 101',
  'Postal Code': 'V5H 2E2',
};

export const Filled = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(padDeadlineNote, { exact: false })).toBeVisible();
    // Today is 2026-03-16 in every story: by the 20th, so the debits start on the first of next month.
    await expect(canvas.getByText(/Saved today, the first debit is on 2026-04-01\./)).toBeVisible();
    await checks.typeInto(canvas, typedPad);
    await userEvent.click(canvas.getByRole('checkbox', { name: /I authorize/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit PAD' }));
    // What was typed is the story PAD's bank details, with the address as typed.
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...padInput, address: '4567 Kingsway, Unit 101' });
  },
});

/** Bank numbers typed as printed on a cheque, with dashes and spaces: accepted, and sent as digits. */
export const NumbersWithSeparators = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await checks.typeInto(canvas, { ...typedPad, 'Transit Number': '004-80', 'Account Number': '12-3456 7' });
    await userEvent.click(canvas.getByRole('checkbox', { name: /I authorize/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit PAD' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...padInput, address: '4567 Kingsway, Unit 101' });
  },
});

/** Every field filled but the authorization not given: the form says so and sends nothing. */
export const NotAuthorized = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await checks.typeInto(canvas, typedPad);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit PAD' }));
    await expect(
      await canvas.findByText('Please confirm that you authorize the pre-authorized debits.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Blank = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    // Submitted from the keyboard: the button keeps its focus ring in every run. After a click its ring depended on
    // whether the browser window happened to get a focus event before the screenshot (react-aria's focus modality).
    canvas.getByRole('button', { name: 'Submit PAD' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect((await canvas.findAllByText('This field is required')).length).toBeGreaterThan(5);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const ServerRefused = meta.story({
  args: { error: 'The transit number must be 5 digits.' },
  play: checks.showsText('Error Creating Pre Authorized Debit', 'The transit number must be 5 digits.'),
});

export const WithoutUnit = meta.story({
  args: { unitId: null },
  play: async ({ canvas }) => {
    await checks.expectAbsent(canvas, 'button', 'Submit PAD');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
});

export const WrongDigits = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await checks.typeInto(canvas, { 'Transit Number': '480', 'Account Number': '12-34' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit PAD' }));
    await expect(await canvas.findByText('The transit number is 5 digits')).toBeVisible();
    await checks.expectTexts(canvas, 'The account number is 7 to 12 digits');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});
