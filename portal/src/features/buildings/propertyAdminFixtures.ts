// Realistic building records for the stories of the property administrator and unit owner building screens.
import type {
  StrataDocument,
  StrataDocumentCategory,
  StrataProperty,
  StrataPropertyStaff,
} from '../shared/schemas.ts';

export const storyBuilding: StrataProperty = {
  id: 1,
  buildingName: 'Bayshore Commons',
  strataPlanNumber: 'BCS1234',
  address: '1650 Bayshore Drive, Vancouver, BC V6G 3K2',
  street: '1650 Bayshore Drive',
  city: 'Vancouver',
  province: 'BC',
  postal: 'V6G 3K2',
  countryId: 1,
  agentId: 2,
  agent: {
    id: 2,
    name: 'Karen Whitfield',
    phone: '604-555-0144',
    email: 'karen.whitfield@portal.example.ca',
    archived: false,
  },
  propertyAdminId: 9,
  propertyAdmin: { id: 9, userName: 'BCS1234', email: 'bcs1234@portal.example.ca' },
  buildingManagerName: 'Greg Patterson',
  buildingManagerPhone: '604-555-0150',
  unitCount: 4,
  archived: false,
};

const emptyTimes = {
  startTimeMonday: null,
  endTimeMonday: null,
  startTimeTuesday: null,
  endTimeTuesday: null,
  startTimeWednesday: null,
  endTimeWednesday: null,
  startTimeThursday: null,
  endTimeThursday: null,
  startTimeFriday: null,
  endTimeFriday: null,
  startTimeSaturday: null,
  endTimeSaturday: null,
  startTimeSunday: null,
  endTimeSunday: null,
  overnightDays: [],
};

export const storyStaff: StrataPropertyStaff[] = [
  {
    ...emptyTimes,
    id: 1,
    strataPropertyId: 1,
    position: 'Building Manager',
    name: 'Greg Patterson',
    phone: '604-555-0150',
    email: 'greg.patterson@portal.example.ca',
    hours:
      '9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,off,off',
  },
  {
    ...emptyTimes,
    id: 2,
    strataPropertyId: 1,
    position: 'Concierge',
    name: 'Ana Ramos',
    phone: '604-555-0152',
    email: 'ana.ramos@portal.example.ca',
    hours:
      '7:00 am - 3:00 pm,7:00 am - 3:00 pm,7:00 am - 3:00 pm,7:00 am - 3:00 pm,7:00 am - 3:00 pm,10:00 am - 4:00 pm,off',
  },
];

export const storyBuildingCategories: StrataDocumentCategory[] = [
  { id: 1, name: 'Bylaws', strataPropertyId: null },
  { id: 2, name: 'Minutes', strataPropertyId: null },
  { id: 3, name: 'Insurance', strataPropertyId: null },
  { id: 6, name: 'Renovations', strataPropertyId: 1 },
];

const document = (
  id: number,
  title: string,
  category: StrataDocumentCategory,
  documentDate: string,
): StrataDocument => ({
  id,
  title,
  strataPropertyId: 1,
  strataDocumentCategoryId: category.id,
  strataDocumentCategory: category,
  fileName: `${title.replace(/\W+/g, '-')}.pdf`,
  documentDate,
  path: `strata/1/documents/${id}.pdf`,
  description: null,
  hasFile: true,
  archived: false,
  createdAt: `${documentDate}T16:00:00Z`,
});

const [bylaws, minutes, insurance, renovations] = storyBuildingCategories as [
  StrataDocumentCategory,
  StrataDocumentCategory,
  StrataDocumentCategory,
  StrataDocumentCategory,
];

export const storyBuildingDocuments: StrataDocument[] = [
  document(1, 'Consolidated Bylaws', bylaws, '2026-03-01'),
  document(2, 'AGM Minutes 2026', minutes, '2026-10-14'),
  document(3, 'Insurance Certificate 2026-2027', insurance, '2026-09-01'),
  document(4, 'Lobby Renovation Plan', renovations, '2026-08-20'),
];
