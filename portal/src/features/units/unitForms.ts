// The unit and owner forms of the building page (strata spec 5 "Add unit", "Owner form", "Replace owner"): their
// values, rules and the bodies they send. zod/mini keeps the area chunk small.
import * as shared from '@portal/sdk/messages';
import type { StrataOwnerInput } from '@portal/sdk/types';

export type { StrataOwnerInput, StrataUnitSummary } from '@portal/sdk/types';

import * as z from 'zod/mini';
import { invalidEmailMessage } from '../shared/forms/messages.ts';
import { blankOr, emailPattern, filled, requiredEmail, requiredText } from '../shared/forms/textRules.ts';

export const unitMessages = shared.unitMessages;

const emailShape = blankOr((text) => emailPattern.test(text), invalidEmailMessage);

export const unitNumbersSchema = z.object({
  unitNumber: z.string().check(filled(unitMessages.blankUnitNumber)),
  lotNumber: z.string().check(filled(unitMessages.blankLotNumber)),
  /** Where the unit is, as the building describes it (StrataUnit.unitLocation); optional. */
  unitLocation: z.string(),
});
export type UnitNumbersValues = z.infer<typeof unitNumbersSchema>;
export const emptyUnitNumbers: UnitNumbersValues = { unitNumber: '', lotNumber: '', unitLocation: '' };
/** The unit location as sent: null when left blank. */
export const unitLocationOf = (values: UnitNumbersValues): string | null =>
  values.unitLocation.trim() || null;

export const ownerSchema = z.object({
  residentOwner: z.boolean(),
  nameOnTitle: requiredText,
  email: requiredEmail,
  addressLine1: requiredText,
  addressLine2: z.string(),
  addressLine3: z.string(),
  city: requiredText,
  stateOrProvince: requiredText,
  country: requiredText,
  postalCode: requiredText,
});
export type OwnerValues = z.infer<typeof ownerSchema>;
export const emptyOwner: OwnerValues = {
  residentOwner: false,
  nameOnTitle: '',
  email: '',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  city: '',
  stateOrProvince: '',
  country: '',
  postalCode: '',
};

/** The building's address a Resident Owner lives at: the unit in the building, in Canada (strata spec 5). */
export interface BuildingAddress {
  street: string;
  city: string;
  province: string;
  postal: string;
}

export function residentAddress(building: BuildingAddress, unitNumber: string) {
  return {
    addressLine1: unitNumber ? `${unitNumber}-${building.street}` : building.street,
    city: building.city,
    stateOrProvince: building.province,
    country: 'Canada',
    postalCode: building.postal,
  };
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The new owner of step 2: not current until they register (role 0, a new owner; strata spec 3 and 4). */
export function ownerInputFrom(values: OwnerValues, strataUnitId: number): StrataOwnerInput {
  return {
    strataUnitId,
    nameOnTitle: values.nameOnTitle.trim(),
    email: values.email.trim(),
    addressLine1: values.addressLine1.trim(),
    addressLine2: optional(values.addressLine2),
    addressLine3: optional(values.addressLine3),
    city: values.city.trim(),
    stateOrProvince: values.stateOrProvince.trim(),
    country: values.country.trim(),
    postalCode: values.postalCode.trim(),
    strataRole: 0,
  };
}

export const replaceOwnerSchema = z.object({
  nameOnTitle: z.string().check(filled(unitMessages.blankNameOnTitle)),
  email: z.string().check(filled(unitMessages.blankEmail), emailShape),
});
export type ReplaceOwnerValues = z.infer<typeof replaceOwnerSchema>;

export const folderSchema = z.object({ name: z.string().check(filled(), z.maxLength(100)) });
export type FolderValues = z.infer<typeof folderSchema>;
