import {
  Button,
  ConfirmDialog,
  FormSection,
  FormSectionFull,
  type Href,
  Inline,
  Link,
  type ListingImage,
  ListingImageGrid,
  type ListingImageGridValue,
  PageHeader,
} from '@portal/ui';
import { useRef, useState } from 'react';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { FormTextField, useSchemaForm } from '../shared/forms/form.tsx';
import { FormCheckbox, FormMoneyField, FormTextArea } from '../shared/forms/formFields.tsx';
import * as styles from '../shared/rentalScreen.css.ts';
import { type ListingFormValues, listingFormSchema } from './listingForm.ts';

/** The listing's line, text, price and deposit. */
const listingFields = {
  description: (
    <FormSectionFull>
      <FormTextField
        label="Description"
        description="The short line shown in the listings tables."
        isRequired
        maxLength={200}
      />
    </FormSectionFull>
  ),
  text: (
    <FormSectionFull>
      <FormTextArea
        label="Details"
        description="The listing's text. A blank line between paragraphs; lines starting with - or 1. make a list; **bold**, *italic*."
        rows={6}
        maxLength={15000}
      />
    </FormSectionFull>
  ),
  price: <FormMoneyField label="Price" isRequired />,
  deposit: <FormMoneyField label="Deposit" isRequired />,
};

/** The listing's status flags. */
const statusFields = {
  available: <FormCheckbox>Available</FormCheckbox>,
  furnished: <FormCheckbox>Furnished</FormCheckbox>,
  recentlyRented: <FormCheckbox>Recently Rented</FormCheckbox>,
};

/** Which of the property's figures the listing shows. */
const shownFigures = {
  moveInFee: <FormCheckbox>Move-in Fee</FormCheckbox>,
  moveInDeposit: <FormCheckbox>Move-in Deposit</FormCheckbox>,
  moveOutFee: <FormCheckbox>Move-out Fee</FormCheckbox>,
  numberOfParkingSpots: <FormCheckbox>Number of Parking Spots</FormCheckbox>,
};

export interface ListingFormViewProps {
  mode: 'create' | 'edit';
  /** The property the listing advertises (the page's subtitle). */
  property: { rmNumber: string; address: string };
  initialValues: ListingFormValues;
  /** Edit: the saved images in gallery order. */
  initialImages?: readonly ListingImage[];
  /** Object URLs of the saved images' bytes by image id (images are not public; the route fetches them). */
  imageSources?: ReadonlyMap<number, string>;
  /** Saves the listing and its images: deletions, sort positions and uploads; rejects when it failed. */
  onSubmit: (values: ListingFormValues, images: ListingImageGridValue) => Promise<void>;
  /** Edit: deletes the listing for good after the confirmation; rejects when it failed. */
  onDelete?: () => Promise<void>;
  /** The server's message when saving failed. */
  error?: string | null | undefined;
  /** While images are sent: the share done, in percent. */
  uploadProgress?: number | undefined;
  backHref: Href;
}

/**
 * /admin/listing/add/{propertyId} and /admin/listing/edit/{id} (rental spec 2.3 and 4): the listing's fields and its
 * images, which can be added, reordered and marked for deletion (hidden at once, deleted on Save). A listing can
 * be saved only while it has an image.
 */
export function ListingFormView({
  mode,
  property,
  initialValues,
  initialImages = [],
  imageSources,
  onSubmit,
  onDelete,
  error,
  uploadProgress,
  backHref,
}: ListingFormViewProps) {
  const [images, setImages] = useState<ListingImageGridValue>({
    images: [...initialImages],
    markedForDeletion: [],
  });
  // The submit reads the grid as it is when Save is pressed.
  const imagesRef = useRef(images);
  imagesRef.current = images;
  const form = useSchemaForm(initialValues, listingFormSchema, (values) =>
    onSubmit(values, imagesRef.current),
  );
  // Saved images show their fetched bytes once they arrive; images added here already carry their own.
  const shown: ListingImageGridValue = {
    ...images,
    images: images.images.map((image) =>
      image.id !== undefined && !image.file
        ? { ...image, src: imageSources?.get(image.id) ?? image.src }
        : image,
    ),
  };
  // Spec 4: a listing is saved only with an image; an edit that removes every image cannot be saved either.
  const needsImage = images.images.length === 0;
  const title = mode === 'create' ? 'New Listing' : 'Edit Listing';

  return (
    <>
      <PageHeader
        title={title}
        description={`${property.rmNumber} · ${property.address}`}
        backLink={{ label: mode === 'create' ? 'Back To Property' : 'Back To Listing', href: backHref }}
        actions={
          onDelete ? (
            <ConfirmDialog
              title="Delete listing"
              message="Are you sure you want to delete this listing and its images? This cannot be undone."
              confirmLabel="Delete"
              destructive
              onConfirm={onDelete}
              trigger={<Button variant="danger">Delete Listing</Button>}
            />
          ) : null
        }
      />
      <FormFrame form={form} gap="lg" label={title} failure={error}>
        <FormSection title="Listing" columns={2}>
          <FieldList form={form} fields={listingFields} />
        </FormSection>

        <FormSection title="Status" columns={2}>
          <FieldList form={form} fields={statusFields} />
        </FormSection>

        <FormSection
          title="Show From The Property"
          description="Which of the property's figures the listing displays."
          columns={2}
        >
          <FieldList form={form} fields={shownFigures} />
        </FormSection>

        <FormSection
          title="Images"
          description="The first image leads the gallery. Drag a tile, or use its arrows, to change the order."
        >
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <ListingImageGrid
                label="Listing images"
                value={shown}
                onChange={setImages}
                isDisabled={isSubmitting}
                progress={uploadProgress}
              />
            )}
          </form.Subscribe>
        </FormSection>

        <Inline gap="md">
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" isDisabled={needsImage} isPending={isSubmitting}>
                Save Listing
              </Button>
            )}
          </form.Subscribe>
          <Link href={backHref} variant="secondaryButton">
            Cancel
          </Link>
          {needsImage ? <p className={styles.hint}>Add at least one image to save the listing.</p> : null}
        </Inline>
      </FormFrame>
    </>
  );
}
