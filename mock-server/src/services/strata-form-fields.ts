// What the strata forms' PDFs show: the building information (sent, or the unit's and building's records) and the
// blocks of contact fields.
import type { BuildingInfo, BylawContactInfo, ContactInfo, NewContactInfo } from '@portal/sdk/types';
import type { FormBlock, FormField, FormPdfContent, FormSection } from '../pdf/form-pdf.ts';
import type { UnitWithBuilding } from './strata-form-filing.ts';

const blank = (value: string | undefined | null): boolean => !value?.trim();

/** The building information a form shows: what was sent, and the unit's and building's records where left out. */
export function buildingInfoFor(
  sent: BuildingInfo | undefined,
  { unit, building }: UnitWithBuilding,
): Required<BuildingInfo> {
  const pick = (value: string | undefined, fallback: string) =>
    blank(value) ? fallback : (value ?? fallback).trim();
  return {
    buildingName: pick(sent?.buildingName, building.buildingName),
    buildingAddress: pick(sent?.buildingAddress, building.address),
    unitNumber: pick(sent?.unitNumber, unit.unitNumber),
    strataLotNumber: pick(sent?.strataLotNumber, unit.lotNumber),
    strataPlanNumber: pick(sent?.strataPlanNumber, building.strataPlanNumber),
  };
}

/** A bylaw form's contact information with the building fields filled the same way. */
export function bylawContactFor(sent: BylawContactInfo, record: UnitWithBuilding): BylawContactInfo {
  return { ...sent, ...buildingInfoFor(sent, record) };
}

/** Labelled fields read from a record, in the order of a table of labels and the record's keys. */
type LabelTable<T> = readonly (readonly [label: string, key: keyof T & string])[];

const fieldsOf = <T extends Record<string, unknown>>(record: T, labels: LabelTable<T>): FormField[] =>
  labels.map(([label, key]) => ({ label, value: record[key] as FormField['value'] }));

const nameLabels = [
  ['First name', 'firstName'],
  ['Last name', 'lastName'],
] as const;

const buildingLabels = [
  ['Building name', 'buildingName'],
  ['Building address', 'buildingAddress'],
  ['Unit number', 'unitNumber'],
  ['Strata lot number', 'strataLotNumber'],
  ['Strata plan number', 'strataPlanNumber'],
] as const;

const addressLabels = [
  ['Address', 'address'],
  ['City', 'city'],
  ['Province', 'province'],
  ['Postal code', 'postalCode'],
] as const;

const phoneLabels = [
  ['Home phone', 'homePhone'],
  ['Cell phone', 'cellPhone'],
  ['Work phone', 'workPhone'],
] as const;

export const buildingFields = (info: Required<BuildingInfo>): FormBlock => ({
  kind: 'fields',
  columns: 3,
  fields: fieldsOf(info, buildingLabels),
});

export const contactFields = (c: ContactInfo): FormField[] => [
  ...fieldsOf(c, nameLabels),
  ...addressAndPhones(c),
];

export const newContactFields = (c: NewContactInfo): FormField[] => [
  { label: 'C/O (management co. only)', value: c.CO },
  ...addressAndPhones(c),
];

export function addressAndPhones(c: NewContactInfo): FormField[] {
  return fieldsOf(c, [...addressLabels, ...phoneLabels, ['Email', 'email']]);
}

export const bylawContactFields = (c: BylawContactInfo): FormField[] =>
  fieldsOf(c, [...nameLabels, ...buildingLabels, ...phoneLabels]);

/** The line under a form's title: the building, the unit and the strata plan. */
export const unitSubtitle = (info: {
  buildingName?: string | undefined;
  unitNumber?: string | undefined;
  strataPlanNumber?: string | undefined;
}): string => `${info.buildingName} · Unit ${info.unitNumber} · Strata plan ${info.strataPlanNumber}`;

/** The signatures and date at a form's foot, as submitted. */
export const signaturesOf = (input: {
  sig1: string;
  sig2?: string | undefined;
  date: string;
}): FormPdfContent['signatures'] => ({ sig1: input.sig1, sig2: input.sig2, date: input.date });

export const ownerOrTenant = (value: number | undefined): string =>
  value === 1 ? 'Owner' : value === 2 ? 'Tenant' : '';

/** A bylaw form's Complainant section: who complains, then `extra` fields, then the contact fields. */
export const complainantSection = (
  complainantType: number | undefined,
  contactInfo: BylawContactInfo,
  extra: FormField[] = [],
): FormSection =>
  fieldsSection('Complainant', [
    { label: 'Complainant is the', value: ownerOrTenant(complainantType) },
    ...extra,
    ...bylawContactFields(contactInfo),
  ]);

/** A section whose first block is labelled fields, then any further blocks. */
export const fieldsSection = (heading: string, fields: FormField[], more: FormBlock[] = []): FormSection => ({
  heading,
  blocks: [{ kind: 'fields', fields }, ...more],
});

/** The bank details of a PAD, as the PAD form and the PAD record have them. */
export interface PadDetails {
  financialInstitutionName: string;
  financialInstitutionAddress?: string | null | undefined;
  financialInstitutionCity?: string | null | undefined;
  financialInstitutionProvince?: string | null | undefined;
  bankTransitNumber: string;
  institutionNumber: string;
  accountNumber: string;
  accountHolderFirstAndLastName: string;
  address?: string | null | undefined;
  postalCode?: string | null | undefined;
}

/** The last digits of an account number, all a filed record of a PAD shows of it ("ending 567"). */
export const accountEnding = (accountNumber: string): string => `ending ${accountNumber.slice(-3)}`;

/**
 * A PAD's Financial Institution and Account sections. `inFull`: the PAD form as filled in (every number as typed);
 * `masked`: the record of a PAD saved through the portal, which shows the account's last three digits and no transit
 * or institution number (the bank details stay with the PAD record, readable by those allowed to).
 */
export function padSections(pad: PadDetails, numbers: 'inFull' | 'masked'): FormSection[] {
  const inFull = numbers === 'inFull';
  return [
    fieldsSection('Financial Institution', [
      { label: 'Financial institution', value: pad.financialInstitutionName },
      { label: 'Branch address', value: pad.financialInstitutionAddress },
      { label: 'City', value: pad.financialInstitutionCity },
      { label: 'Province', value: pad.financialInstitutionProvince },
    ]),
    fieldsSection(
      'Account',
      [
        ...(inFull
          ? [
              { label: 'Branch transit number', value: pad.bankTransitNumber },
              { label: 'Institution number', value: pad.institutionNumber },
              { label: 'Account number', value: pad.accountNumber },
            ]
          : [{ label: 'Account number', value: accountEnding(pad.accountNumber) }]),
        { label: 'Account holder (first and last name)', value: pad.accountHolderFirstAndLastName },
        { label: 'Account holder address', value: pad.address },
        { label: 'Postal code', value: pad.postalCode },
      ],
      [
        {
          kind: 'note',
          text: 'This form must be received no later than the 20th of the month before the month the debit starts.',
        },
      ],
    ),
  ];
}
