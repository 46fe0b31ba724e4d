// The new/edit listing form: values, the rules (rental spec 5: price a whole number or up to 2 decimals) and the
// conversions to and from the contract's PropertyListing.
import type { PropertyListing, PropertyListingInput } from '@portal/sdk/types';
import type { ListingImage } from '@portal/ui';
import * as z from 'zod/mini';
import { money } from '../properties/index.ts';
import { requiredMessage } from '../shared/forms/messages.ts';
import { htmlToPlainText, plainTextToHtml } from '../shared/richText.tsx';

export interface ListingFormValues {
  description: string;
  /** The listing's text as plain paragraphs (saved as HTML paragraphs). */
  text: string;
  price: number;
  deposit: number;
  available: boolean;
  furnished: boolean;
  recentlyRented: boolean;
  moveInFee: boolean;
  moveInDeposit: boolean;
  moveOutFee: boolean;
  numberOfParkingSpots: boolean;
}

export const listingFormSchema = z.object({
  description: z.string().check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(200)),
  text: z.string(),
  price: money('Price'),
  deposit: money('Deposit'),
  available: z.boolean(),
  furnished: z.boolean(),
  recentlyRented: z.boolean(),
  moveInFee: z.boolean(),
  moveInDeposit: z.boolean(),
  moveOutFee: z.boolean(),
  numberOfParkingSpots: z.boolean(),
});

/** A new listing: price 0.00 (spec 9), available, nothing displayed from the property yet. */
export const emptyListingForm: ListingFormValues = {
  description: '',
  text: '',
  price: 0,
  deposit: 0,
  available: true,
  furnished: false,
  recentlyRented: false,
  moveInFee: false,
  moveInDeposit: false,
  moveOutFee: false,
  numberOfParkingSpots: false,
};

export function listingFormFrom(listing: PropertyListing): ListingFormValues {
  return {
    description: listing.description,
    text: htmlToPlainText(listing.text),
    price: listing.price,
    deposit: listing.deposit,
    available: listing.available,
    furnished: listing.furnished,
    recentlyRented: listing.recentlyRented,
    moveInFee: listing.moveInFee,
    moveInDeposit: listing.moveInDeposit,
    moveOutFee: listing.moveOutFee,
    numberOfParkingSpots: listing.numberOfParkingSpots,
  };
}

export function listingInputFrom(values: ListingFormValues, propertyId: number): PropertyListingInput {
  return {
    propertyId,
    description: values.description.trim(),
    text: plainTextToHtml(values.text),
    price: values.price,
    deposit: values.deposit,
    available: values.available,
    furnished: values.furnished,
    recentlyRented: values.recentlyRented,
    moveInFee: values.moveInFee,
    moveInDeposit: values.moveInDeposit,
    moveOutFee: values.moveOutFee,
    numberOfParkingSpots: values.numberOfParkingSpots,
  };
}

/** The saved images of a listing as grid tiles (their bytes are fetched separately, with the token). */
export function gridImagesFrom(listing: PropertyListing): ListingImage[] {
  return [...listing.images]
    .sort((a, b) => a.sort - b.sort)
    .map((image, index) => ({
      key: `saved-${image.id}`,
      id: image.id,
      src: '',
      alt: `Listing photo ${index + 1}`,
      sort: index,
    }));
}

/** What saving the image grid takes: deletions, new positions of saved images, and uploads of new ones. */
export function imageChanges(
  saved: readonly { id: number; sort: number }[],
  images: readonly ListingImage[],
  markedForDeletion: readonly ListingImage[],
) {
  const savedSort = new Map(saved.map((image) => [image.id, image.sort]));
  return {
    deletions: markedForDeletion.flatMap((image) => (image.id === undefined ? [] : [image.id])),
    moves: images.flatMap((image) =>
      image.id !== undefined && savedSort.get(image.id) !== image.sort
        ? [{ id: image.id, sort: image.sort }]
        : [],
    ),
    uploads: images.flatMap((image) => (image.file ? [{ file: image.file, sortOrder: image.sort }] : [])),
  };
}
