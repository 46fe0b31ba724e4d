import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { kingswayAddress } from '../shared/fixtures/addresses.ts';
import { preview } from '../shared/fixtures/preview.ts';
import { harwoodProperty, kingswayResults } from '../shared/fixtures/rentalFixtures.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { PropertyFormView, type PropertyFormViewProps } from './PropertyFormView.tsx';
import { emptyPropertyForm, type PropertyFormValues, propertyFormFrom } from './propertyForm.ts';

/**
 * The view with a stand-in geocoder: the fixture addresses that contain the typed text, answered a moment after
 * the typing, as the server's would be.
 */
function WithAddressSearch(props: PropertyFormViewProps) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<typeof kingswayResults>([]);
  const query = text.trim().toLowerCase();
  useEffect(() => {
    setResults([]);
    if (query.length < 3) return;
    const timer = setTimeout(
      () => setResults(kingswayResults.filter((result) => result.label.toLowerCase().includes(query))),
      100,
    );
    return () => clearTimeout(timer);
  }, [query]);
  return (
    <PropertyFormView
      {...props}
      addressResults={results}
      isSearchingAddresses={query.length >= 3 && results.length === 0}
      onAddressSearch={(next) => {
        props.onAddressSearch(next);
        setText(next);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Screens/admin/PropertyForm',
  component: PropertyFormView,
  render: (args) => <WithAddressSearch {...args} />,
  args: {
    mode: 'create',
    ownerId: 7,
    ownerName: 'Margaret Chen',
    typeCounts: { RM: 2, CM: 0, LU: 0, RB: 1 },
    initialValues: emptyPropertyForm('RM0073'),
    addressResults: [],
    onAddressSearch: fn(),
    onSubmit: fn(async () => undefined),
    backHref: '/admin/owner/7',
  } satisfies Partial<PropertyFormViewProps>,
});

async function chooseAddress(canvasElement: HTMLElement, typed: string, option: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('combobox', { name: 'Address search' }), typed);
  await userEvent.click(
    await within(document.body).findByRole('option', { name: option }, { timeout: 5000 }),
  );
}

/**
 * A new property: Save stays disabled until an address is searched and chosen; choosing fills street, city,
 * province, postal code and country; the suggested number follows the contract type.
 */
export const Create = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save Property' });
    await expect(save).toBeDisabled();
    const number = canvas.getByRole('textbox', { name: 'Property Number' });
    await expect(number).toHaveValue('RM0073');

    await userEvent.click(canvas.getByRole('button', { name: /Contract Type/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'LU Lease-UP' }));
    await expect(number).toHaveValue('LU0071');
    await userEvent.click(canvas.getByRole('button', { name: /Contract Type/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'RB Rental Building' }));
    await expect(number).toHaveValue('RB0072');

    await chooseAddress(canvasElement, '4567', '4567 Kingsway, Burnaby, BC V5H 2E2');
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveValue('4567 Kingsway');
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Burnaby');
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent('BC');
    await expect(canvas.getByRole('textbox', { name: 'Postal Code' })).toHaveValue('V5H 2E2');
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Canada');
    await expect(save).toBeEnabled();

    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const values = (args.onSubmit as unknown as { mock: { calls: [PropertyFormValues][] } }).mock
      .calls[0]?.[0];
    await expect(values).toMatchObject({
      contractType: 'RB',
      rmNumber: 'RB0072',
      ...kingswayAddress,
      moveInFee: 0,
      moveOutFee: 0,
      moveInDeposit: 0,
    });
  },
});

/** The rules of rental spec 5 with their messages, shown once a field is left. */
export const ValidationMessages = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseAddress(canvasElement, '4500', '4500 Kingsway, Burnaby, BC V5H 2A9');
    const street = canvas.getByRole('textbox', { name: 'Street' });
    await userEvent.clear(street);
    await userEvent.tab();
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.type(street, '#1');
    await expect(canvas.getByText('Invalid street address')).toBeVisible();

    await checks.expectRefused(
      canvas,
      canvas.getByRole('combobox', { name: 'City' }),
      'Burnaby 2',
      'Invalid city name',
    );
    await checks.expectRefused(
      canvas,
      canvas.getByRole('textbox', { name: 'Postal Code' }),
      '12345',
      'Invalid postal code',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Save Property' }));
    await expect(canvas.getByText('Some fields need attention: see the messages above.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** Numbers are kept as typed and refused in words naming the field, never rounded nor unsigned. */
export const NumberRules = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseAddress(canvasElement, '4567', '4567 Kingsway, Burnaby, BC V5H 2E2');
    const field = (name: string) => canvas.getByRole('textbox', { name });
    await checks.expectRefused(canvas, field('Bathrooms'), '1.5', 'Bathrooms must be a whole number.');
    await checks.expectRefused(canvas, field('Dens'), '-5', 'Dens cannot be negative.');
    // A money field shows its amount formatted once left (-$5.00), so only its message is checked.
    await checks.retype(field('Move-in Fee'), '-5');
    await expect(canvas.getByText('Move-in Fee cannot be negative.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Property' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The suggested number skips one another property already has. */
export const SuggestionSkipsTakenNumbers = meta.story({
  args: { takenRmNumbers: ['LU0071', 'lu0072'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Contract Type/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'LU Lease-UP' }));
    await expect(canvas.getByRole('textbox', { name: 'Property Number' })).toHaveValue('LU0073');
  },
});

/** A U.S. address sets country 2 and shows why its state and ZIP code do not pass. */
export const UnitedStatesAddress = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAddress(canvasElement, 'Bell', '1200 Kingsway Avenue, Bellingham, WA 98225');
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('U.S');
    await expect(canvas.getByText('Invalid province name')).toBeVisible();
    await expect(canvas.getByText('Invalid postal code')).toBeVisible();
  },
});

/** Edit: prefilled; searching a new address disables Save until one is chosen again. */
export const Edit = meta.story({
  args: {
    mode: 'edit',
    ownerId: harwoodProperty.ownerId,
    ownerName: harwoodProperty.ownerName,
    initialValues: propertyFormFrom(harwoodProperty),
    backHref: '/admin/property/11',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveValue('1255 Harwood Street');
    await expect(canvas.getByRole('button', { name: /Bedrooms/ })).toHaveTextContent('1');
    const save = canvas.getByRole('button', { name: 'Save Property' });
    await expect(save).toBeEnabled();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Address search' }), ' x');
    await expect(save).toBeDisabled();
    // The open list hides the page from screen readers; Escape closes it and keeps the text.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox', { name: 'Address search' })).toHaveValue(
      '1255 Harwood Street, Vancouver, BC V6E 1S5 x',
    );
  },
});

/** The server refused the property: its message above the form. */
export const ServerError = meta.story({
  args: {
    mode: 'edit',
    initialValues: propertyFormFrom({ ...harwoodProperty, bedroom: 0 }),
    error: 'Restore the property before editing it.',
    backHref: '/admin/property/11',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Restore the property before editing it.');
    await expect(canvas.getByRole('button', { name: /Bedrooms/ })).toHaveTextContent('Studio');
  },
});

/** Cancel is an outlined secondary action beside the filled primary Save, not a second primary button. */
export const CancelIsSecondary = meta.story({
  args: Edit.input.args,
  play: checks.cancelIsSecondary('Save Property'),
});

/** Editing the street or postal code updates the address line with it. */
export const AddressFollowsFields = meta.story({
  args: Edit.input.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const street = canvas.getByRole('textbox', { name: 'Street' });
    await userEvent.clear(street);
    await userEvent.type(street, '1265 Harwood Street');
    const postal = canvas.getByRole('textbox', { name: 'Postal Code' });
    await userEvent.clear(postal);
    await userEvent.type(postal, 'V6E 1S6');
    await expect(canvas.getByRole('combobox', { name: 'Address search' })).toHaveValue(
      '1265 Harwood Street, Vancouver, BC V6E 1S6',
    );
    await expect(canvas.getByRole('button', { name: 'Save Property' })).toBeEnabled();
  },
});

/** The search finds nothing: the address can be typed by hand in the fields, and saved. */
export const AddressTypedByHand = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The stand-in geocoder knows no such address: the list finds nothing.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Address search' }), '200 Granville Street');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Type the address by hand' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Street' }), '200 Granville Street');
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'Vancouver');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'BC' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postal Code' }), 'V6C 1S4');
    await expect(canvas.getByRole('combobox', { name: 'Address search' })).toHaveValue(
      '200 Granville Street, Vancouver, BC V6C 1S4',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Property' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const values = (args.onSubmit as unknown as { mock: { calls: [PropertyFormValues][] } }).mock
      .calls[0]?.[0];
    await expect(values).toMatchObject({
      address: '200 Granville Street, Vancouver, BC V6C 1S4',
      street: '200 Granville Street',
      city: 'Vancouver',
      province: 'BC',
      postal: 'V6C 1S4',
      latitude: null,
      longitude: null,
    });
  },
});

/** The address search is not marked wrong while the user is typing in it, only once they leave it. */
export const AddressNotRedWhileTyping = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('combobox', { name: 'Address search' });
    await userEvent.type(search, '45');
    await expect(search).toBeValid();
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(search).toBeInvalid();
    await userEvent.click(search);
    await userEvent.type(search, '6');
    await expect(search).toBeValid();
    // The open list hides the page from screen readers; Escape closes it.
    await userEvent.keyboard('{Escape}');
  },
});
