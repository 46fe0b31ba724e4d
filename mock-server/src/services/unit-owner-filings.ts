// The record a unit owner's own changes leave in the unit's documents: a PAD saved (POST /preAuthorizedDebit) and a
// change of address (PUT /strataOwner/{ownerId}) made by a strataUnitOwner are filed as dated PDFs in the unit's
// "Forms" category, through the strata forms' filing (strata-form-filing.ts), so the owner and the unit's admins find
// them where the forms are. A PAD's record shows its account's last three digits only: the bank details stay with the
// PAD record, whose reads by staff are audited.
import type { StrataOwner } from '@portal/sdk/types';
import type { FormField, FormSection } from '../pdf/form-pdf.ts';
import {
  accountEnding,
  buildingFields,
  buildingInfoFor,
  type PadDetails,
  padSections,
  unitSubtitle,
} from './strata-form-fields.ts';
import { type FilingContext, fileUnitForm, type UnitWithBuilding } from './strata-form-filing.ts';

/** Who files a record of their own change: the unit owners (staff file the forms themselves). */
export const filesOwnRecord = (role: string): boolean => role === 'strataUnitOwner';

/** The opening section of every filed record: the building and the unit, from their records. */
function buildingSection(record: UnitWithBuilding): { subtitle: string; section: FormSection } {
  const info = buildingInfoFor(undefined, record);
  return {
    subtitle: unitSubtitle(info),
    section: { heading: 'Building Information', blocks: [buildingFields(info)] },
  };
}

const savedNote = (what: string, userName: string): FormSection => ({
  heading: 'Record',
  blocks: [{ kind: 'note', text: `${what} saved through the portal by ${userName}.` }],
});

/** Files the record of a PAD the unit owner saved. */
export function filePadRecord(ctx: FilingContext, pad: PadDetails & { id: number; padStatus: string }) {
  return fileUnitForm(ctx, 'pad', (record) => {
    const { subtitle, section } = buildingSection(record);
    return {
      data: {
        preAuthorizedDebitId: pad.id,
        padStatus: pad.padStatus,
        financialInstitutionName: pad.financialInstitutionName,
        accountNumber: accountEnding(pad.accountNumber),
        accountHolderFirstAndLastName: pad.accountHolderFirstAndLastName,
      },
      content: {
        subtitle,
        sections: [
          section,
          ...padSections(pad, 'masked'),
          savedNote('This pre-authorized debit was', ctx.user.userName),
        ],
      },
    };
  });
}

/** An owner's address as the owner record keeps it. */
export type OwnerAddress = Pick<
  StrataOwner,
  | 'nameOnTitle'
  | 'email'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressLine3'
  | 'city'
  | 'stateOrProvince'
  | 'country'
  | 'postalCode'
>;

const addressLabels = [
  ['Name on title', 'nameOnTitle'],
  ['Email', 'email'],
  ['Address line 1', 'addressLine1'],
  ['Address line 2', 'addressLine2'],
  ['Address line 3', 'addressLine3'],
  ['City', 'city'],
  ['State/Province', 'stateOrProvince'],
  ['Country', 'country'],
  ['Postal code', 'postalCode'],
] as const satisfies readonly (readonly [string, keyof OwnerAddress])[];

const addressFields = (address: OwnerAddress): FormField[] =>
  addressLabels.map(([label, key]) => ({ label, value: address[key] }));

/** Whether a change of address changed anything the record shows. */
export const addressChanged = (before: OwnerAddress, after: OwnerAddress): boolean =>
  addressLabels.some(([, key]) => (before[key] ?? '') !== (after[key] ?? ''));

/** Files the record of a change of address the unit owner made: the previous and the new details. */
export function fileAddressChange(ctx: FilingContext, before: OwnerAddress, after: OwnerAddress) {
  return fileUnitForm(ctx, 'changeOfAddress', (record) => {
    const { subtitle, section } = buildingSection(record);
    return {
      data: { previous: before, new: after },
      content: {
        subtitle,
        sections: [
          section,
          {
            heading: 'Registered Owner(s) Previous Information',
            blocks: [{ kind: 'fields', columns: 3, fields: addressFields(before) }],
          },
          {
            heading: 'Registered Owner(s) New Information',
            blocks: [{ kind: 'fields', columns: 3, fields: addressFields(after) }],
          },
          savedNote('This change of address was', ctx.user.userName),
        ],
      },
    };
  });
}
