// Realistic buildings for the strata administrator stories.
import type { StrataPropertySummary } from './StrataPropertiesTable.tsx';

export const storyStrataProperties: readonly StrataPropertySummary[] = [
  {
    id: 1,
    buildingName: 'The Metropolitan',
    address: '4567 Kingsway, Burnaby, BC V5H 2E2',
    strataPlanNumber: 'EPS1234',
    agentName: 'Priya Sandhu',
    agentPhone: '604-555-0147',
    archived: false,
  },
  {
    id: 2,
    buildingName: 'Harbour Lights',
    address: '1280 Pacific Blvd, Vancouver, BC V6Z 2R7',
    strataPlanNumber: 'BCS1234',
    agentName: null,
    agentPhone: null,
    archived: false,
  },
];

export const storyArchivedStrataProperties: readonly StrataPropertySummary[] = [
  {
    id: 5,
    buildingName: 'Cedar Court',
    address: '88 Cedar St, Surrey, BC V3T 1B2',
    strataPlanNumber: 'NW2211',
    agentName: null,
    agentPhone: null,
    archived: true,
  },
];
