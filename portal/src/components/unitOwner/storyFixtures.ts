// Realistic records for the unit owner screens' stories.
import type {
  ExtraPayments,
  PreAuthorizedDebit,
  StrataUnit,
  StrataUnitDocument,
  StrataUnitDocumentCategory,
} from './unitOwner.ts';

export const pad: PreAuthorizedDebit = {
  id: 7,
  financialInstitutionName: 'Vancity Credit Union',
  financialInstitutionAddress: '5590 Kingsway',
  financialInstitutionCity: 'Burnaby',
  financialInstitutionProvince: 'BC',
  bankTransitNumber: '00480',
  institutionNumber: '809',
  accountNumber: '1234567',
  accountHolderFirstAndLastName: 'Priya Nair',
  address: '4567 Kingsway, Unit 101, Burnaby, BC',
  postalCode: 'V5H 2E2',
  strataUnitId: 12,
  strataOwnerId: 31,
  padStatus: 'Active',
  createdAt: '2026-10-02T17:20:00Z',
};

export const unitWithoutPad: StrataUnit = {
  id: 12,
  unitNumber: '101',
  unitLocation: 'First floor, east side',
  lotNumber: '11',
  strataPropertyId: 3,
  strataProperty: {
    id: 3,
    buildingName: 'Kingsway Commons',
    address: '4567 Kingsway, Burnaby, BC V5H 2E2',
    strataPlanNumber: 'BCS1234',
    agentName: 'Meera Sandhu',
    agentPhone: '604-555-0140',
    archived: false,
  },
  strataUnitUsers: [
    {
      userId: 41,
      strataUnitId: 12,
      strataUnitRole: 0,
      firstName: 'Priya',
      lastName: 'Nair',
      user: {
        id: 41,
        userName: 'priya.nair@example.ca',
        email: 'priya.nair@example.ca',
        phoneNumber: '604-555-0117',
      },
    },
    {
      userId: 42,
      strataUnitId: 12,
      strataUnitRole: 1,
      firstName: 'Rohan',
      lastName: 'Nair',
      user: { id: 42, userName: 'unitowner2', email: 'rohan.nair@example.ca', phoneNumber: null },
    },
    {
      userId: 43,
      strataUnitId: 12,
      strataUnitRole: 3,
      firstName: 'Lena',
      lastName: 'Fischer',
      user: {
        id: 43,
        userName: 'lena.fischer@example.ca',
        email: 'lena.fischer@example.ca',
        phoneNumber: '778-555-0188',
      },
    },
  ],
  strataOwners: [
    {
      id: 31,
      nameOnTitle: 'Priya Nair',
      addressLine1: '4567 Kingsway',
      addressLine2: 'Unit 101',
      addressLine3: null,
      city: 'Burnaby',
      stateOrProvince: 'BC',
      country: 'Canada',
      postalCode: 'V5H 2E2',
      isCurrent: true,
      pending: false,
      confirmed: true,
      email: 'priya.nair@example.ca',
      strataRole: 2,
      strataUnitId: 12,
      preAuthorizedDebit: null,
    },
  ],
  currentMonthlyPayment: null,
  strataMonthlyPayments: [],
  archived: false,
};

const monthlyPayment = {
  id: 5,
  strataFees: 412.5,
  parkingFees: 35,
  otherFees: 12.25,
  totalFees: 459.75,
  paymentStartDate: '2027-01-01',
  archived: false,
  strataUnitId: 12,
  createdAt: '2026-10-02T17:25:00Z',
};

export const unitWithPayments: StrataUnit = {
  ...unitWithoutPad,
  strataOwners: unitWithoutPad.strataOwners.map((owner) => ({ ...owner, preAuthorizedDebit: pad })),
  currentMonthlyPayment: monthlyPayment,
  strataMonthlyPayments: [monthlyPayment],
};

/** What a secondary user receives: no bank details, no payments; a past owner is still listed among the users. */
export const unitForSecondaryUser: StrataUnit = {
  ...unitWithoutPad,
  strataUnitUsers: [
    ...unitWithoutPad.strataUnitUsers,
    {
      userId: 44,
      strataUnitId: 12,
      strataUnitRole: 2,
      firstName: 'Marcus',
      lastName: 'Webb',
      user: {
        id: 44,
        userName: 'marcus.webb@example.ca',
        email: 'marcus.webb@example.ca',
        phoneNumber: null,
      },
    },
  ],
};

export const extraPayments: ExtraPayments[] = [
  {
    id: 3,
    oneTimePayment: 1500,
    oneTimePaymentWithdrawDate: '2027-01-01',
    monthlyPayment1: 100,
    monthlyPayment1WithdrawDate: '2027-01-01',
    monthlyPayment2: 0,
    monthlyPayment2WithdrawDate: '2027-01-01',
    preAuthorizedDebitId: 7,
    paymentStartDate: '2027-01-01',
    strataUnitId: 12,
    padStatus: 'Pending',
    createdAt: '2026-11-05T19:12:00Z',
  },
];

export const unitCategories: StrataUnitDocumentCategory[] = [
  { id: 1, name: 'Forms' },
  { id: 2, name: 'Correspondence' },
];

export const unitDocuments: StrataUnitDocument[] = [
  {
    id: 21,
    title: 'Change of Address & Contact Details',
    strataUnitId: 12,
    strataUnitDocumentCategoryId: 1,
    strataUnitDocumentCategory: { id: 1, name: 'Forms' },
    fileName: 'change-of-address.pdf',
    documentDate: '2026-10-14',
    path: 'units/12/change-of-address.pdf',
    description: null,
    hasFile: true,
    archived: false,
    createdAt: '2026-10-14T16:00:00Z',
  },
  {
    id: 22,
    title: 'Bylaw Warning Letter',
    strataUnitId: 12,
    strataUnitDocumentCategoryId: 2,
    strataUnitDocumentCategory: { id: 2, name: 'Correspondence' },
    fileName: 'warning.pdf',
    documentDate: '2026-09-30',
    path: 'units/12/warning.pdf',
    description: 'Noise complaint follow-up.',
    hasFile: true,
    archived: false,
    createdAt: '2026-09-30T16:00:00Z',
  },
];
