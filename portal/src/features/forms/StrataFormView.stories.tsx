import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import type { FormKind } from './formModel.ts';
import { formSpecs, initialValues } from './formSpecs.ts';
import { StrataFormView, type StrataFormViewProps } from './StrataFormView.tsx';

const unit = {
  buildingName: 'Bayshore Commons',
  buildingAddress: '1200 Bayshore Drive, Vancouver, BC V6G 3H6',
  unitNumber: '101',
  strataLotNumber: '1',
  strataPlanNumber: 'BCS1234',
};

/** The story args of one of the forms, filled in for the unit on 2026-11-21. */
const formArgs = (kind: FormKind) => ({
  spec: formSpecs[kind],
  initialValues: initialValues(kind, unit, '2026-11-21'),
});

const meta = preview.meta({
  title: 'Screens/strataAdmin/Forms',
  component: StrataFormView,
  args: {
    ...formArgs('changeOfAddress'),
    unitLabel: 'Unit 101 · Bayshore Commons (BCS1234)',
    onSubmit: fn(async () => undefined),
    failure: null,
    backLink: { label: 'Back To Unit', href: '/strataAdmin/strataUnit/1' },
  } satisfies Partial<StrataFormViewProps>,
});

/** The spec's five sections; names and a certification are needed before the form is sent. */
export const ChangeOfAddress = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Change of Address & Contact Details' }),
    ).toBeVisible();
    for (const section of [
      'Building Information',
      'Registered Owner(s) Previous Information',
      'Registered Owner(s) New Information',
      'Certification',
      'Date and Signature(s)',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Strata Plan Number' })).toHaveValue('BCS1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Document' }));
    await expect(canvas.getByText('Select at least one certification.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const previous = within(canvas.getByRole('group', { name: 'Registered Owner(s) Previous Information' }));
    await userEvent.type(previous.getByRole('textbox', { name: /^First Name/ }), 'Jean');
    await userEvent.type(previous.getByRole('textbox', { name: /^Last Name/ }), 'Tremblay');
    const next = within(canvas.getByRole('group', { name: 'Registered Owner(s) New Information' }));
    await userEvent.type(next.getByRole('textbox', { name: 'City' }), 'New Westminster');
    await userEvent.click(canvas.getByRole('checkbox', { name: /certify that we own it/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Signature 1/ }), 'Jean Tremblay');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Document' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      date: '2026-11-21',
      sig1: 'Jean Tremblay',
      buildingInfo: unit,
      certification1: true,
      certification2: false,
      certification3: false,
      oldContactInfo: { firstName: 'Jean', lastName: 'Tremblay' },
      newContactInfo: { city: 'New Westminster' },
    });
  },
});

/** Up to 4 parking stalls, lockers and fobs. */
export const OwnerInformationSheet = meta.story({
  args: formArgs('ownerInformationSheet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Information Sheet & Emergency Contact List' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Parking Stall 4' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Locker 4' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Fob 4' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Fob 5' })).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Emergency Contact Information' }),
    ).toBeVisible();
  },
});

/** The PAD form with the deadline note. */
export const PreAuthorizedDebit = meta.story({
  args: formArgs('PAD'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'This form must be received no later than the 20th of the month before the month the debit starts.',
      ),
    ).toBeVisible();
  },
});

/** Category then subcategory; up to 5 violation rows; 200 words of additional info. */
export const BylawComplaint = meta.story({
  args: formArgs('bylawComplaint'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Violation Subcategory/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Violation Category/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Smoking Violations' }));
    await userEvent.click(canvas.getByRole('button', { name: /Violation Subcategory/ }));
    await expect(
      await within(document.body).findByRole('option', { name: 'Marijuana Smoke in Common Area' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const add = canvas.getByRole('button', { name: 'Add Row' });
    for (let rows = 1; rows < 5; rows++) await userEvent.click(add);
    await expect(canvas.getByRole('textbox', { name: 'Date 5' })).toBeVisible();
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Additional Info' }));
    await userEvent.paste(Array.from({ length: 201 }, () => 'word').join(' '));
    await expect(canvas.getByText('Additional info is limited to 200 words.')).toBeVisible();
    await expect(
      canvas.getByText('An infraction letter will follow within five business days.'),
    ).toBeVisible();
  },
});

/** Complainant type, on whose behalf, and whether they will attend (a 5 to 10 minute slot). */
export const BylawDispute = meta.story({
  args: formArgs('bylawDispute'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Document' }));
    await expect(canvas.getAllByText('Please choose one')).toHaveLength(3);
    await expect(
      canvas.getByRole('radiogroup', { name: /Will you attend the council meeting/ }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** A refused create: the spec's only message on these pages. */
export const Failed = meta.story({
  args: { failure: 'Error creating property' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error creating property');
    await expect(canvas.getByRole('button', { name: 'Create Document' })).toBeVisible();
  },
});
