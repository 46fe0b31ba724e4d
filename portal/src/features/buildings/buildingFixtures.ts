// A realistic building for the building, staff and archived-units stories.

import { kingswayAddress } from '../shared/fixtures/addresses.ts';
import type {
  StrataDocument,
  StrataDocumentCategory,
  StrataProperty,
  StrataPropertyStaff,
  StrataUnitSummary,
} from '../shared/schemas.ts';

export const storyBuilding: StrataProperty = {
  id: 3,
  buildingName: 'Kingsway Commons',
  strataPlanNumber: 'BCS1234',
  ...kingswayAddress,
  agentId: 7,
  agent: {
    id: 7,
    name: 'Meera Sandhu',
    phone: '604-555-0140',
    email: 'meera.sandhu@example.ca',
    archived: false,
  },
  propertyAdminId: 15,
  propertyAdmin: { id: 15, userName: 'BCS1234', email: 'bcs1234@portal.example.ca' },
  buildingManagerName: 'Daniel Okafor',
  buildingManagerPhone: '604-555-0190',
  unitCount: 3,
  archived: false,
};

export const storyUnits: readonly StrataUnitSummary[] = [
  {
    id: 12,
    unitNumber: '101',
    unitLocation: null,
    lotNumber: '11',
    strataPropertyId: 3,
    ownerName: 'Priya Nair',
    confirmed: true,
    archived: false,
  },
  {
    id: 13,
    unitNumber: '102',
    unitLocation: null,
    lotNumber: '12',
    strataPropertyId: 3,
    ownerName: 'Arjun Mehta',
    confirmed: false,
    archived: false,
  },
  {
    id: 14,
    unitNumber: '201',
    unitLocation: null,
    lotNumber: '21',
    strataPropertyId: 3,
    ownerName: null,
    confirmed: false,
    archived: false,
  },
];

export const storyArchivedUnits: readonly StrataUnitSummary[] = [
  {
    id: 18,
    unitNumber: '305',
    unitLocation: null,
    lotNumber: '35',
    strataPropertyId: 3,
    ownerName: 'Gordon Little',
    confirmed: true,
    archived: true,
  },
];

const week =
  '9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,off,off';

export const storyStaff: readonly StrataPropertyStaff[] = [
  {
    id: 4,
    strataPropertyId: 3,
    position: 'Building Manager',
    name: 'Daniel Okafor',
    phone: '604-555-0190',
    email: 'd.okafor@example.ca',
    hours: week,
    startTimeMonday: '9:00 am',
    endTimeMonday: '5:00 pm',
    startTimeTuesday: '9:00 am',
    endTimeTuesday: '5:00 pm',
    startTimeWednesday: '9:00 am',
    endTimeWednesday: '5:00 pm',
    startTimeThursday: '9:00 am',
    endTimeThursday: '5:00 pm',
    startTimeFriday: '9:00 am',
    endTimeFriday: '5:00 pm',
    startTimeSaturday: null,
    endTimeSaturday: null,
    startTimeSunday: null,
    endTimeSunday: null,
    overnightDays: [],
  },
];

export const storyCategories: readonly StrataDocumentCategory[] = [
  { id: 1, name: 'Bylaws', strataPropertyId: null },
  { id: 2, name: 'Meeting Minutes', strataPropertyId: null },
  { id: 9, name: 'Elevator Upgrade', strataPropertyId: 3 },
];

export const storyDocuments: readonly StrataDocument[] = [
  {
    id: 31,
    title: 'Bylaws 2026',
    strataPropertyId: 3,
    strataDocumentCategoryId: 1,
    strataDocumentCategory: { id: 1, name: 'Bylaws', strataPropertyId: null },
    fileName: 'bylaws-2026.pdf',
    documentDate: '2026-03-01',
    path: 'strata/3/documents/bylaws-2026.pdf',
    description: null,
    hasFile: true,
    archived: false,
    createdAt: '2026-03-01T17:00:00Z',
  },
  {
    id: 32,
    title: 'AGM Minutes 2026',
    strataPropertyId: 3,
    strataDocumentCategoryId: 2,
    strataDocumentCategory: { id: 2, name: 'Meeting Minutes', strataPropertyId: null },
    fileName: 'agm-2026.pdf',
    documentDate: '2026-10-14',
    path: 'strata/3/documents/agm-2026.pdf',
    description: null,
    hasFile: true,
    archived: false,
    createdAt: '2026-10-20T17:42:00Z',
  },
];
