// The change of address of a unit's current owner (strata spec 2, 6 and 8): the primary user's "Change of Address"
// button on the unit page opens this dialog, which saves with PUT /strataOwner/{ownerId}. The name on title is shown
// but only the strata office may change it (the server refuses it from an owner).
import { Button } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import type { StrataOwner } from '../units/index.ts';

export interface AddressValues {
  email: string;
  addressLine1: string;
  addressLine2: string | null;
  addressLine3: string | null;
  city: string;
  stateOrProvince: string;
  country: string;
  postalCode: string;
}

export interface ChangeOfAddressDialogProps {
  owner: StrataOwner;
  /** Saves the address; rejects on any failure (the dialog then shows "Error updating the address"). */
  onSave: (values: AddressValues) => Promise<void>;
}

// The dialog and its form (the form library, zod) are fetched the first time it opens, not with the unit page.
const ChangeOfAddressModal = lazy(() =>
  import('./ChangeOfAddressModal.tsx').then((module) => ({ default: module.ChangeOfAddressModal })),
);

/** The "Change of Address" button and its dialog; the dialog closes once the address is saved. */
export function ChangeOfAddressDialog({ owner, onSave }: ChangeOfAddressDialogProps) {
  const [isOpen, setOpen] = useState(false);
  // Mounted with the first opening, and kept so the dialog can finish closing with its content.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Change of Address
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ChangeOfAddressModal owner={owner} onSave={onSave} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
