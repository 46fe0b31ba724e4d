// Realistic dashboard data for the stories: a portfolio of 23 properties and 12 owners, enough for several pages.
import type { PropertySummary } from './OwnerDetails.tsx';
import type { OwnerProfileSummary } from './ownerForm.ts';

const ownerRows: [string, string, string][] = [
  ['Margaret Chen', 'margaret.chen@example.ca', 'Vancouver'],
  ['Rajiv Sandhu', 'rajiv.sandhu@example.ca', 'Burnaby'],
  ['Jean Tremblay', 'jean.tremblay@example.ca', 'Richmond'],
  ['Aiko Tanaka', 'aiko.tanaka@example.com', 'Vancouver'],
  ['Daniel Okafor', 'd.okafor@example.ca', 'Surrey'],
  ['Sofia Marquez', 'sofia.marquez@example.ca', 'New Westminster'],
  ['Hamid Rezaei', 'hamid.rezaei@example.ca', 'North Vancouver'],
  ['Grace Liu', 'grace.liu@example.com', 'Coquitlam'],
  ['Patrick O’Neill', 'patrick.oneill@example.ca', 'Port Moody'],
  ['Elena Petrova', 'elena.petrova@example.ca', 'Delta'],
  ['Wei Zhang', 'wei.zhang@example.ca', 'Richmond'],
  ['Yasmin Haddad', 'yasmin.haddad@example.ca', 'West Vancouver'],
];

export const dashboardOwners: OwnerProfileSummary[] = ownerRows.map(([name, email, city], index) => ({
  id: 7 + index,
  name,
  email,
  userId: 12 + index,
  phone: `604-555-01${String(10 + index)}`,
  city,
  archived: false,
}));

const streets: [string, string, string][] = [
  ['1255 Harwood Street', 'Vancouver', 'V6E 1S5'],
  ['3338 Findlay Street', 'Vancouver', 'V5N 4E7'],
  ['4567 Kingsway', 'Burnaby', 'V5H 2E2'],
  ['6088 Willingdon Avenue', 'Burnaby', 'V5H 2V4'],
  ['8111 Saba Road', 'Richmond', 'V6Y 4B6'],
  ['13618 100 Avenue', 'Surrey', 'V3T 0A8'],
  ['888 Carnarvon Street', 'New Westminster', 'V3M 0C6'],
  ['155 West 1st Street', 'North Vancouver', 'V7M 3P1'],
  ['2975 Atlantic Avenue', 'Coquitlam', 'V3C 0G1'],
  ['110 Brew Street', 'Port Moody', 'V3H 0E4'],
  ['4870 Delta Street', 'Delta', 'V4K 2T8'],
  ['1320 Esquimalt Avenue', 'West Vancouver', 'V7T 1L1'],
];
const types = ['RM', 'RM', 'CM', 'RM', 'LU', 'RB'] as const;

export const dashboardProperties: PropertySummary[] = Array.from({ length: 23 }, (_, index) => {
  const [street, city, postal] = streets[index % streets.length] as [string, string, string];
  const owner = dashboardOwners[index % dashboardOwners.length] as OwnerProfileSummary;
  const contractType = types[index % types.length] as (typeof types)[number];
  const suite = index % 3 === 0 ? String(200 + index * 7) : null;
  return {
    id: 11 + index,
    rmNumber: `${contractType}${String(owner.id).padStart(3, '0')}${Math.floor(index / dashboardOwners.length) + 1}`,
    contractType,
    address: `${suite ? `${suite} - ` : ''}${street}, ${city}, BC ${postal}`,
    street,
    suite,
    city,
    province: 'BC',
    postal,
    ownerId: owner.id,
    ownerName: owner.name,
    archived: false,
  };
});
