// The properties feature's public face: what other features may use. Routes import its containers and api.ts directly.

export { propertyQueries, useArchiveProperty, useRestoreProperty } from './api.ts';
export type { PropertyListing, RentalDocument } from './PropertyDetails.tsx';
export { DocumentsTable } from './PropertyDetails.tsx';
export { money } from './propertyForm.ts';
