import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import { harwoodImageSources, harwoodListing } from '../shared/fixtures/rentalFixtures.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ListingFormView, type ListingFormViewProps } from './ListingFormView.tsx';
import { emptyListingForm, gridImagesFrom, listingFormFrom } from './listingForm.ts';

/** A tiny PNG, as a file chosen in the picker would be. */
function photo(name: string): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

const meta = preview.meta({
  title: 'Screens/admin/ListingForm',
  component: ListingFormView,
  args: {
    mode: 'create',
    property: { rmNumber: 'RM0071', address: '1255 Harwood Street, Vancouver, BC V6E 1S5' },
    initialValues: emptyListingForm,
    onSubmit: fn(async () => undefined),
    backHref: '/admin/property/11',
  } satisfies Partial<ListingFormViewProps>,
});

/** A new listing: price 0.00, and Save only once an image is added. */
export const Create = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('$0.00');
    const save = canvas.getByRole('button', { name: 'Save Listing' });
    await expect(save).toBeDisabled();
    await expect(canvas.getByText('Add at least one image to save the listing.')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Bright studio');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, [photo('living-room.png'), photo('kitchen.png')]);
    await expect(canvas.getByText('Image 2 of 2 (new)')).toBeVisible();
    await expect(save).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Move image 2 earlier' }));
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const [values, images] = (
      args.onSubmit as unknown as {
        mock: {
          calls: [{ description: string; price: number }, { images: { alt: string; sort: number }[] }][];
        };
      }
    ).mock.calls[0] ?? [undefined, undefined];
    await expect(values).toMatchObject({ description: 'Bright studio', price: 0 });
    await expect(images?.images.map((image) => [image.alt, image.sort])).toEqual([
      ['kitchen.png', 0],
      ['living-room.png', 1],
    ]);
  },
});

/** Editing a listing with three saved images; removing one hides it at once and waits for Save. */
export const Edit = meta.story({
  args: {
    mode: 'edit',
    initialValues: listingFormFrom(harwoodListing),
    initialImages: gridImagesFrom(harwoodListing),
    imageSources: harwoodImageSources,
    onDelete: fn(async () => undefined),
    backHref: '/admin/listing/31',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Details' })).toHaveValue(
      'Bright corner suite steps from English Bay and Denman Street.\n\nIn-suite laundry, one parking stall and a **storage locker**.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('$2,550.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 2' }));
    await expect(canvas.getByText('1 image will be deleted when you save.')).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
});

/** An edit that removes every image cannot be saved: a listing keeps at least one. */
export const EditWithoutImages = meta.story({
  args: Edit.input.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save Listing' });
    await expect(save).toBeEnabled();
    for (let left = 3; left > 0; left--) {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove image 1' }));
    }
    await expect(save).toBeDisabled();
    await expect(canvas.getByText('Add at least one image to save the listing.')).toBeVisible();
  },
});

/** While images are sent the grid shows how far it got; the formats and size limit are stated beforehand. */
export const Uploading = meta.story({
  args: { ...Edit.input.args, uploadProgress: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading Add images' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByText(/JPEG, PNG or WebP, at most 10 MB each/)).toBeVisible();
  },
});

/** Delete asks first and says it cannot be undone. */
export const DeleteConfirmation = meta.story({
  args: Edit.input.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Listing' }));
    // Queried again at each step: the dialog found right after the click can be replaced by a re-render.
    const dialog = () => within(document.body).getByRole('alertdialog', { name: 'Delete listing' });
    await waitFor(() => expect(within(dialog()).getByText(/This cannot be undone\./)).toBeVisible());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
});

/** The server refused the listing: its message above the form. */
export const ServerError = meta.story({
  args: { ...Edit.input.args, error: 'Restore the property before editing its listings.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Restore the property before editing its listings.')).toBeVisible();
  },
});

/** Cancel is an outlined secondary action beside the filled primary Save, not a second primary button. */
export const CancelIsSecondary = meta.story({
  args: Edit.input.args,
  play: checks.cancelIsSecondary('Save Listing'),
});
