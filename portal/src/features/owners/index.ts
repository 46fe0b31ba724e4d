// The owners feature's public face: what other features may use. Routes import its containers and api.ts directly.

export { archivePropertyConfirmation, restorePropertyConfirmation } from './archiveConfirmations.tsx';
export type { PropertySummary } from './OwnerDetails.tsx';
export type { OwnerProfileSummary } from './ownerForm.ts';
export { ownerProfileSchema } from './ownerForm.ts';
