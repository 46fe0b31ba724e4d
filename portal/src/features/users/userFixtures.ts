// Realistic strata logins for the user screens' stories.
import type { UserWithProperty } from './StrataUsersTable.tsx';

export const storyUsers: readonly UserWithProperty[] = [
  {
    id: 3,
    userName: 'strataadmin',
    email: 'strata@portal.example.ca',
    role: 'Strata Administrator',
    phoneNumber: null,
    archived: false,
    strataPropertyId: null,
    buildingName: null,
    strataPlanNumber: null,
  },
  {
    id: 6,
    userName: 'BCS1234',
    email: 'bcs1234@portal.example.ca',
    role: 'Strata Owner',
    phoneNumber: '604-555-0173',
    archived: false,
    strataPropertyId: 2,
    buildingName: 'Bayshore Commons',
    strataPlanNumber: 'BCS1234',
  },
];

export const storyArchivedUsers: readonly UserWithProperty[] = [
  {
    id: 14,
    userName: 'NW2211',
    email: 'nw2211@portal.example.ca',
    role: 'Strata Owner',
    phoneNumber: null,
    archived: true,
    strataPropertyId: null,
    buildingName: null,
    strataPlanNumber: null,
  },
];
