// The dialog of the change of address (ChangeOfAddressDialog.tsx): its form with the form library and zod, a module of
// its own fetched the first time the dialog opens, so the unit page does not load them.
import * as shared from '@portal/sdk/messages';
import { focusDialogStart, Icon, Inline, InlineAlert, Stack, TextField } from '@portal/ui';
import { useState } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as z from 'zod';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormTextField, submitHandler, useAppForm } from '../shared/forms/form.tsx';
import { invalidEmailMessage, requiredMessage } from '../shared/forms/messages.ts';
import * as dialogStyles from '../shared/rentalScreen.css.ts';
import * as styles from '../shared/unitOwnerScreen.css.ts';
import type { ChangeOfAddressDialogProps } from './ChangeOfAddressDialog.tsx';

/** The message the spec gives for any failure of the change of address (strata spec 8). */
export const addressErrorMessage = 'Error updating the address';
/** The server's answer to a Canadian postal code not of the form A1A 1A1. */
export const invalidPostalCodeMessage = 'Invalid postal code';

const required = z.string().trim().min(1, requiredMessage);
const schema = z
  .object({
    email: required.pipe(z.email(invalidEmailMessage)),
    addressLine1: required,
    addressLine2: z.string(),
    addressLine3: z.string(),
    city: required,
    stateOrProvince: required,
    country: required,
    postalCode: required,
  })
  .superRefine((value, context) => {
    const canadian = value.country.trim().toLowerCase() === 'canada';
    if (
      canadian &&
      value.postalCode.trim() &&
      !/^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/.test(value.postalCode.trim())
    ) {
      context.addIssue({ code: 'custom', message: invalidPostalCodeMessage, path: ['postalCode'] });
    }
  });

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The email and the address lines (2 and 3 optional). */
const emailAndLines = {
  email: <FormTextField label="Email" type="email" autoComplete="email" isRequired />,
  addressLine1: <FormTextField label="Address Line 1" autoComplete="address-line1" isRequired />,
  addressLine2: <FormTextField label="Address Line 2" autoComplete="address-line2" />,
  addressLine3: <FormTextField label="Address Line 3" autoComplete="address-line3" />,
};

/** City and state or province, side by side. */
const cityRow = {
  city: <FormTextField label="City" autoComplete="address-level2" isRequired />,
  stateOrProvince: <FormTextField label="State/Province" autoComplete="address-level1" isRequired />,
};

/** Country and postal code, side by side. */
const countryRow = {
  country: <FormTextField label="Country" autoComplete="country-name" isRequired />,
  postalCode: <FormTextField label="Postal Code" autoComplete="postal-code" isRequired />,
};

export interface ChangeOfAddressModalProps extends ChangeOfAddressDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The dialog; it closes once the address is saved, and focus goes back to the button that opened it. */
export function ChangeOfAddressModal({ owner, onSave, isOpen, onOpenChange }: ChangeOfAddressModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={dialogStyles.dialogOverlay}
    >
      <Modal className={dialogStyles.dialogModal}>
        <Dialog className={dialogStyles.dialog} ref={focusDialogStart}>
          <div className={dialogStyles.dialogHeader}>
            <Heading slot="title" className={dialogStyles.dialogHeading}>
              Change of Address
            </Heading>
            <AriaButton
              slot="close"
              className={dialogStyles.closeButton}
              aria-label="Close Change of Address"
            >
              <Icon name="close" size={20} />
            </AriaButton>
          </div>
          <AddressForm owner={owner} onSave={onSave} onSaved={() => onOpenChange(false)} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function AddressForm({ owner, onSave, onSaved }: ChangeOfAddressDialogProps & { onSaved: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: {
      email: owner.email,
      addressLine1: owner.addressLine1,
      addressLine2: owner.addressLine2 ?? '',
      addressLine3: owner.addressLine3 ?? '',
      city: owner.city,
      stateOrProvince: owner.stateOrProvince,
      country: owner.country,
      postalCode: owner.postalCode,
    },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      setFailure(null);
      try {
        await onSave({
          email: value.email.trim(),
          addressLine1: value.addressLine1.trim(),
          addressLine2: optional(value.addressLine2),
          addressLine3: optional(value.addressLine3),
          city: value.city.trim(),
          stateOrProvince: value.stateOrProvince.trim(),
          country: value.country.trim(),
          postalCode: value.postalCode.trim().toUpperCase(),
        });
        onSaved();
      } catch (error) {
        setFailure(error instanceof Error ? error.message : '');
      }
    },
  });
  return (
    <Stack as="form" gap="md" maxWidth="md" onSubmit={submitHandler(form)} noValidate>
      {failure !== null ? (
        <InlineAlert variant="error" title={addressErrorMessage}>
          {failure}
        </InlineAlert>
      ) : null}
      <TextField
        label="Name on Title"
        value={owner.nameOnTitle}
        isReadOnly
        description={shared.unitMessages.nameOnTitleAdminOnly}
      />
      <FieldList form={form} fields={emailAndLines} />
      <div className={styles.fieldRow}>
        <FieldList form={form} fields={cityRow} />
      </div>
      <div className={styles.fieldRow}>
        <FieldList form={form} fields={countryRow} />
      </div>
      <form.AppForm>
        <Inline gap="sm">
          <form.SubmitButton>Update Address</form.SubmitButton>
        </Inline>
      </form.AppForm>
    </Stack>
  );
}
