// The buildings feature's public face: what other features may use. Routes import its containers and api.ts directly.

export type { StrataUnitDocument, StrataUnitDocumentCategory } from '../shared/schemas.ts';
export { DocumentsByCategory } from './BuildingPanels.tsx';
export { storyArchivedUnits, storyBuilding } from './buildingFixtures.ts';
export { storyStrataProperties } from './strataFixtures.ts';
