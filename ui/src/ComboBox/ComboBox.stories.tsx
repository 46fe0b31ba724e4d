import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectItemTexts } from '../stories/listPlay.ts';
import { page } from '../stories/overlayPlay.ts';
import type { Canvas } from '../stories/playContext.ts';
import { preview } from '../stories/preview.ts';
import { ComboBox, type ListOption } from './ComboBox.tsx';

const owners: ListOption[] = [
  { id: 14, label: 'Amrit Gill', description: 'amrit.gill@shaw.ca' },
  { id: 15, label: 'Chloé Tremblay', description: 'chloe.tremblay@gmail.com' },
  { id: 16, label: 'Daniel Nguyen', description: 'dnguyen@telus.net' },
  { id: 17, label: 'Harjit Sandhu', description: 'hsandhu@outlook.com' },
  { id: 18, label: 'Mei Lin Chen', description: 'meilin.chen@gmail.com' },
  { id: 19, label: 'Olivia MacDonald', description: 'olivia.macdonald@shaw.ca' },
];

const gazetteer: ListOption[] = [
  { id: 'a1', label: '4567 Kingsway', description: 'Burnaby, BC V5H 2B3' },
  { id: 'a2', label: '1055 West Georgia Street', description: 'Vancouver, BC V6E 3P3' },
  { id: 'a3', label: '13450 104 Avenue', description: 'Surrey, BC V3T 1V8' },
  { id: 'a4', label: '6551 No. 3 Road', description: 'Richmond, BC V6Y 2B6' },
  { id: 'a5', label: '88 Sixth Street', description: 'New Westminster, BC V3L 5B3' },
  { id: 'a6', label: '141 West 14th Street', description: 'North Vancouver, BC V7M 1H9' },
  { id: 'a7', label: '4700 Kingsway', description: 'Burnaby, BC V5H 4N2' },
];

const meta = preview.meta({
  title: 'Fields/ComboBox',
  component: ComboBox,
  args: { label: 'Owner', defaultItems: owners, onChange: fn(), onInputChange: fn() },
});

/** The field the owner stories type into. */
const ownerInput = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Owner' });

/** Local list: typing narrows the owners, a click chooses one. */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const input = ownerInput(canvas);
    await userEvent.type(input, 'san');
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: /Harjit Sandhu/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(17);
    await expect(input).toHaveValue('Harjit Sandhu');
  },
});

/** The list left open while typing, for review. */
export const Suggestions = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(ownerInput(canvas), 'an');
    const listbox = await page().findByRole('listbox');
    await expectItemTexts(listbox, 'option', [
      'Daniel Nguyendnguyen@telus.net',
      'Harjit Sandhuhsandhu@outlook.com',
    ]);
  },
});

export const Keyboard = meta.story({
  play: async ({ args, canvas }) => {
    const input = ownerInput(canvas);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page().findByRole('listbox');
    // Opening with ArrowDown puts the virtual focus on the first option.
    await waitFor(() =>
      expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[0]?.id),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await expect(input).toHaveValue('Chloé Tremblay');
  },
});

/** The parent runs the search (here a fake geocoder) and passes `items` and `isLoading`. */
export const AddressSearch = meta.story({
  args: {
    label: 'Address',
    description: 'Search, then choose the address: street, city, province and postal code fill in.',
    defaultItems: undefined,
    placeholder: 'Start typing a street address',
  },
  render: function AddressSearchStory(args) {
    const [query, setQuery] = useState('');
    const [items, setItems] = useState<ListOption[]>([]);
    const [loading, setLoading] = useState(false);
    useEffect(() => {
      if (query.trim().length < 3) {
        setItems([]);
        return;
      }
      setLoading(true);
      // Stands in for the geocoder call the portal makes.
      const timer = setTimeout(() => {
        const q = query.toLowerCase();
        setItems(gazetteer.filter((a) => `${a.label} ${a.description}`.toLowerCase().includes(q)));
        setLoading(false);
      }, 150);
      return () => clearTimeout(timer);
    }, [query]);
    return (
      <ComboBox
        {...args}
        items={items}
        isLoading={loading}
        inputValue={query}
        onInputChange={(value) => {
          setQuery(value);
          args.onInputChange?.(value);
        }}
        allowsEmptyCollection
      />
    );
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Address' });
    await userEvent.type(input, 'kingsway');
    await waitFor(() => expect(page().getAllByRole('option')).toHaveLength(2));
    await userEvent.click(page().getByRole('option', { name: /4700 Kingsway/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('a7');
  },
});

export const Loading = meta.story({
  args: {
    label: 'Address',
    defaultItems: undefined,
    items: [],
    isLoading: true,
    allowsEmptyCollection: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Address' });
    await userEvent.type(input, '1055 W');
    await expect(await page().findByText('Searching…')).toBeVisible();
  },
});

export const NoResults = meta.story({
  args: { allowsEmptyCollection: true },
  play: async ({ canvas }) => {
    const input = ownerInput(canvas);
    await userEvent.type(input, 'zzz');
    await expect(await page().findByText('No results')).toBeVisible();
  },
});

export const Invalid = meta.story({
  args: { label: 'Property', isInvalid: true, errorMessage: 'Please select a property', defaultItems: [] },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 16 } });

/**
 * The list open on a page with links and buttons around the field: the page stays perceivable and focusable
 * together (no aria-hidden-focus from axe), while the input still names its list.
 */
export const OpenOnAPage = meta.story({
  render: (args) => (
    <div>
      <a href="#owners">Back to owners</a>
      <ComboBox {...args} />
      <button type="button">Save</button>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = ownerInput(canvas);
    await userEvent.type(input, 'an');
    const listbox = await page().findByRole('listbox');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    // React Aria hides the page once the list has opened; what stays hidden is checked after that.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const link = canvas.getByRole('link', { name: 'Back to owners' });
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect([link, save].map((element) => element.closest('[aria-hidden="true"]'))).toEqual([
      null,
      null,
    ]);
    await expect(canvas.getByRole('link', { name: 'Back to owners' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
});
