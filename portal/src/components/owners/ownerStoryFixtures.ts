// Realistic records for the stories of the owner, archive and document screens (only stories import this).
import type { RentalDocument } from '../documents/AdminDocumentsTable.tsx';
import type { DocumentType } from '../documents/documentUploadForm.ts';
import type { PropertySummary } from './OwnerDetails.tsx';
import type { OwnerProfile, OwnerProfileSummary } from './ownerForm.ts';

export const margaretChen: OwnerProfile = {
  id: 7,
  name: 'Margaret Chen',
  address: '2150 West 41st Avenue',
  city: 'Vancouver',
  province: 'BC',
  postal: 'V6M 1Z6',
  countryId: 1,
  phone: '604-555-0123',
  mobile: '604-555-0124',
  userId: 12,
  user: {
    id: 12,
    userName: 'margaret.chen@example.ca',
    email: 'margaret.chen@example.ca',
    normalizedUserName: 'MARGARET.CHEN@EXAMPLE.CA',
    normalizedEmail: 'MARGARET.CHEN@EXAMPLE.CA',
    role: 'Owner',
    phoneNumber: '604-555-0123',
    archived: false,
  },
  archived: false,
};

/** An owner living in the United States, archived with his properties. */
export const haroldBecker: OwnerProfile = {
  id: 9,
  name: 'Harold Becker',
  address: '1320 Esquimalt Avenue',
  city: 'Bellingham',
  province: 'WA',
  postal: '98225',
  countryId: 2,
  phone: '360-555-0177',
  mobile: null,
  userId: 15,
  user: {
    id: 15,
    userName: 'formerowner',
    email: 'harold.becker@example.com',
    normalizedUserName: 'FORMEROWNER',
    normalizedEmail: 'HAROLD.BECKER@EXAMPLE.COM',
    role: 'Owner',
    phoneNumber: '360-555-0177',
    archived: true,
  },
  archived: true,
};

export const margaretProperties: PropertySummary[] = [
  {
    id: 11,
    rmNumber: 'RM0071',
    contractType: 'RM',
    address: '1255 Harwood Street, Vancouver, BC V6E 1S5',
    street: '1255 Harwood Street',
    suite: '804',
    city: 'Vancouver',
    province: 'BC',
    postal: 'V6E 1S5',
    ownerId: 7,
    ownerName: 'Margaret Chen',
    archived: false,
  },
  {
    id: 12,
    rmNumber: 'RM0072',
    contractType: 'RM',
    address: '3338 Findlay Street, Vancouver, BC V5N 4E7',
    street: '3338 Findlay Street',
    suite: null,
    city: 'Vancouver',
    province: 'BC',
    postal: 'V5N 4E7',
    ownerId: 7,
    ownerName: 'Margaret Chen',
    archived: false,
  },
];

export const archivedProperties: PropertySummary[] = [
  {
    id: 5,
    rmNumber: 'RM0091',
    contractType: 'RM',
    address: '1320 Esquimalt Avenue, West Vancouver, BC V7T 1L1',
    street: '1320 Esquimalt Avenue',
    suite: '401',
    city: 'West Vancouver',
    province: 'BC',
    postal: 'V7T 1L1',
    ownerId: 9,
    ownerName: 'Harold Becker',
    archived: true,
  },
  {
    id: 6,
    rmNumber: 'CM0092',
    contractType: 'CM',
    address: '2425 Marine Drive, West Vancouver, BC V7V 1L3',
    street: '2425 Marine Drive',
    suite: null,
    city: 'West Vancouver',
    province: 'BC',
    postal: 'V7V 1L3',
    ownerId: 9,
    ownerName: 'Harold Becker',
    archived: true,
  },
];

export const archivedOwners: OwnerProfileSummary[] = [
  {
    id: 9,
    name: 'Harold Becker',
    email: 'harold.becker@example.com',
    userId: 15,
    phone: '360-555-0177',
    city: 'Bellingham',
    archived: true,
  },
  {
    id: 10,
    name: 'Louise Tremblay',
    email: 'l.tremblay@example.ca',
    userId: 18,
    phone: '604-555-0150',
    city: 'North Vancouver',
    archived: true,
  },
];

export const activeOwners: OwnerProfileSummary[] = [
  {
    id: 7,
    name: 'Margaret Chen',
    email: 'margaret.chen@example.ca',
    userId: 12,
    phone: '604-555-0123',
    city: 'Vancouver',
    archived: false,
  },
  {
    id: 8,
    name: 'Rajiv Sandhu',
    email: 'rajiv.sandhu@example.ca',
    userId: 13,
    phone: '778-555-0188',
    city: 'Burnaby',
    archived: false,
  },
];

export const documentTypes: DocumentType[] = [
  { id: 1, name: 'Lease Agreement', appliesTo: 'property' },
  { id: 2, name: 'Inspection Report', appliesTo: 'property' },
  { id: 3, name: 'Tenancy Notice', appliesTo: 'property' },
  { id: 4, name: 'Insurance Certificate', appliesTo: 'property' },
  { id: 5, name: 'Financial Statements', appliesTo: 'owner' },
  { id: 6, name: 'Correspondence', appliesTo: 'owner' },
];

export const margaretDocuments: RentalDocument[] = [
  {
    id: 61,
    propertyId: null,
    ownerId: 7,
    documentTypeId: 5,
    documentType: { id: 5, name: 'Financial Statements', appliesTo: 'owner' },
    fileName: 'Owner statement October 2026.pdf',
    title: 'Owner statement October 2026.pdf',
    documentDate: '2026-10-31',
    path: 'documents/2026/10/4c1f9a7e.pdf',
    hasFile: true,
    propertyRmNumber: null,
    ownerName: 'Margaret Chen',
  },
  {
    id: 62,
    propertyId: null,
    ownerId: 7,
    documentTypeId: 6,
    documentType: { id: 6, name: 'Correspondence', appliesTo: 'owner' },
    fileName: 'Rent increase notice 2027',
    title: 'Rent increase notice 2027',
    documentDate: '2026-11-15',
    path: null,
    hasFile: false,
    propertyRmNumber: null,
    ownerName: 'Margaret Chen',
  },
];
