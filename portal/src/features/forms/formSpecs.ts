// The sections and fields of the five strata forms (strata spec 2, 3, 5, 9), and their starting values with the
// Building Information prefilled from the unit and its building.
import {
  type FieldSpec,
  type FormKind,
  type FormValues,
  formMessages,
  maxLengthOf,
  ownerOrTenant,
  type SectionSpec,
  type StrataFormSpec,
  yesNo,
} from './formModel.ts';

const text = (path: string, label: string, required = false): FieldSpec => ({
  kind: 'text',
  path,
  label,
  required,
  maxLength: maxLengthOf(path),
});

const buildingFields = (prefix: string): FieldSpec[] => [
  text(`${prefix}.buildingName`, 'Building Name'),
  text(`${prefix}.buildingAddress`, 'Building Address'),
  text(`${prefix}.unitNumber`, 'Unit Number'),
  text(`${prefix}.strataLotNumber`, 'Strata Lot Number'),
  text(`${prefix}.strataPlanNumber`, 'Strata Plan Number'),
];

const buildingSection: SectionSpec = {
  title: 'Building Information',
  columns: 2,
  fields: buildingFields('buildingInfo'),
};

const phonesAndEmail = (prefix: string): FieldSpec[] => [
  text(`${prefix}.homePhone`, 'Home Phone'),
  text(`${prefix}.cellPhone`, 'Cell Phone'),
  text(`${prefix}.workPhone`, 'Work Phone'),
];

const addressFields = (prefix: string): FieldSpec[] => [
  text(`${prefix}.address`, 'Address'),
  text(`${prefix}.city`, 'City'),
  text(`${prefix}.province`, 'Province'),
  text(`${prefix}.postalCode`, 'Postal Code'),
  ...phonesAndEmail(prefix),
  text(`${prefix}.email`, 'Email'),
];

/** A person on the form: names required (the contract's ContactInfo), the rest free text. */
const contactFields = (prefix: string): FieldSpec[] => [
  text(`${prefix}.firstName`, 'First Name', true),
  text(`${prefix}.lastName`, 'Last Name', true),
  ...addressFields(prefix),
];

const signatureSection: SectionSpec = {
  title: 'Date and Signature(s)',
  columns: 2,
  fields: [text('date', 'Date', true), text('sig1', 'Signature 1', true), text('sig2', 'Signature 2')],
};

const bylawContactFields: FieldSpec[] = [
  text('contactInfo.firstName', 'First Name', true),
  text('contactInfo.lastName', 'Last Name', true),
  ...buildingFields('contactInfo'),
  ...phonesAndEmail('contactInfo'),
];

const additionalInfo = (label: string): FieldSpec => ({
  kind: 'textarea',
  path: 'additionalInfo',
  label,
  wordLimit: 200,
  description: 'Up to 200 words.',
  maxLength: maxLengthOf('additionalInfo'),
});

const slots = [1, 2, 3, 4] as const;

export const formSpecs: Record<FormKind, StrataFormSpec> = {
  changeOfAddress: {
    kind: 'changeOfAddress',
    title: 'Change of Address & Contact Details',
    sections: [
      buildingSection,
      {
        title: 'Registered Owner(s) Previous Information',
        columns: 2,
        fields: contactFields('oldContactInfo'),
      },
      {
        title: 'Registered Owner(s) New Information',
        columns: 2,
        fields: [
          text('newContactInfo.CO', 'C/O (management company changes only)'),
          ...addressFields('newContactInfo'),
        ],
      },
      {
        title: 'Certification',
        fields: [
          {
            kind: 'checkbox',
            path: 'certification1',
            label:
              'We, the registered owner(s) of the strata lot above, certify that we own it and request that our contact details be changed as shown.',
          },
          {
            kind: 'checkbox',
            path: 'certification2',
            label:
              'The appointed management company certifies its appointment and has enclosed the first and last page of the management contract.',
          },
          {
            kind: 'checkbox',
            path: 'certification3',
            label:
              'Office use only: return mail was received three times in a row, so the mailing address was changed to the unit address.',
          },
        ],
      },
      signatureSection,
    ],
    check: (values): Record<string, string> =>
      values.certification1 || values.certification2 || values.certification3
        ? {}
        : { certification1: formMessages.certificationRequired },
  },
  ownerInformationSheet: {
    kind: 'ownerInformationSheet',
    title: 'Information Sheet & Emergency Contact List',
    sections: [
      buildingSection,
      {
        title: 'Unit Information',
        description: 'Up to 4 parking stalls, 4 lockers and 4 fobs.',
        columns: 2,
        fields: slots.flatMap((n) => [
          text(`unitInfo.parkingStall${n}`, `Parking Stall ${n}`),
          text(`unitInfo.locker${n}`, `Locker ${n}`),
          text(`unitInfo.fob${n}`, `Fob ${n}`),
        ]),
      },
      { title: 'Registered Owner(s) Information', columns: 2, fields: contactFields('registeredOwnerInfo') },
      { title: 'Emergency Contact Information', columns: 2, fields: contactFields('emergencyContactInfo') },
      signatureSection,
    ],
  },
  PAD: {
    kind: 'PAD',
    title: 'Pre-Authorized Debit Form',
    sections: [
      buildingSection,
      {
        title: 'Financial Institution',
        columns: 2,
        fields: [
          text('financialInstitutionName', 'Financial Institution Name', true),
          text('financialInstitutionAddress', 'Branch Address'),
          text('financialInstitutionCity', 'City'),
          text('financialInstitutionProvince', 'Province'),
        ],
      },
      {
        title: 'Account',
        columns: 2,
        fields: [
          text('bankTransitNumber', 'Bank Transit Number', true),
          text('institutionNumber', 'Institution Number', true),
          text('accountNumber', 'Account Number', true),
          text('accountHolderFirstAndLastName', 'Account Holder First and Last Name', true),
          text('address', 'Account Holder Address'),
          text('postalCode', 'Postal Code'),
          {
            kind: 'note',
            text: 'This form must be received no later than the 20th of the month before the month the debit starts.',
          },
        ],
      },
      signatureSection,
    ],
  },
  bylawComplaint: {
    kind: 'bylawComplaint',
    title: 'Bylaw Complaint',
    sections: [
      {
        title: 'Complainant',
        columns: 2,
        fields: [
          { kind: 'radio', path: 'complainantType', label: 'I am the', options: ownerOrTenant },
          ...bylawContactFields,
        ],
      },
      {
        title: 'Violation',
        columns: 2,
        fields: [
          { kind: 'violation' },
          text('sourceBuildingAddress', 'Building Address of the Violation'),
          text('sourceUnitNumber', 'Unit Number of the Violation'),
          text('parkingStall', 'Parking Stall'),
        ],
      },
      {
        title: 'When the Violation Happened',
        description: 'Up to 5 rows.',
        fields: [{ kind: 'violations' }],
      },
      {
        title: 'Additional Information',
        fields: [
          additionalInfo('Additional Info'),
          { kind: 'note', text: 'An infraction letter will follow within five business days.' },
        ],
      },
      signatureSection,
    ],
  },
  bylawDispute: {
    kind: 'bylawDispute',
    title: 'Bylaw Dispute',
    sections: [
      {
        title: 'Complainant',
        columns: 2,
        fields: [
          { kind: 'radio', path: 'complainantType', label: 'I am the', options: ownerOrTenant },
          text('relationship', 'Relationship to the Unit'),
          ...bylawContactFields,
        ],
      },
      {
        title: 'Dispute',
        columns: 2,
        fields: [
          text('dateOfLetter', 'Date of the Infraction Letter', true),
          text('violationFine', 'Violation Fine'),
          {
            kind: 'radio',
            path: 'disputeOnBehalfOf',
            label: 'Dispute on Behalf of the',
            options: ownerOrTenant,
          },
          {
            kind: 'radio',
            path: 'willAttendMeeting',
            label: 'Will you attend the council meeting?',
            options: yesNo,
          },
          { kind: 'note', text: 'Council offers a presentation slot of 5 to 10 minutes at its meeting.' },
        ],
      },
      { title: 'Additional Information', fields: [additionalInfo('Additional Info')] },
      signatureSection,
    ],
  },
};

/** What the forms prefill from the unit's records. */
export interface UnitFacts {
  buildingName: string;
  buildingAddress: string;
  unitNumber: string;
  strataLotNumber: string;
  strataPlanNumber: string;
}

/** Today as the forms write it (free text, ISO date). */
export function todayText(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The form's first values: the building information from the unit, today's date, booleans off, one violation row. */
export function initialValues(kind: FormKind, unit: UnitFacts, today = todayText()): FormValues {
  const base: FormValues = { date: today, sig1: '', sig2: '' };
  switch (kind) {
    case 'changeOfAddress':
      return {
        ...base,
        buildingInfo: { ...unit },
        certification1: false,
        certification2: false,
        certification3: false,
        oldContactInfo: {},
        newContactInfo: {},
      };
    case 'ownerInformationSheet':
      return {
        ...base,
        buildingInfo: { ...unit },
        unitInfo: {},
        registeredOwnerInfo: {},
        emergencyContactInfo: {},
      };
    case 'PAD':
      return { ...base, buildingInfo: { ...unit } };
    case 'bylawComplaint':
      return {
        ...base,
        contactInfo: { ...unit },
        violationCategory: '',
        violationSubcategory: '',
        sourceBuildingAddress: unit.buildingAddress,
        violations: [{ date: '', from: '', to: '' }],
        additionalInfo: '',
      };
    case 'bylawDispute':
      return { ...base, contactInfo: { ...unit }, additionalInfo: '' };
  }
}
