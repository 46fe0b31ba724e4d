// The documents feature's public face for other features (building and unit pages show their documents).

export type { RentalDocument } from './AdminDocumentsTable.tsx';
export { AdminDocumentsTable } from './AdminDocumentsTable.tsx';
export { useArchiveStrataDocument, useCreateFolder, useDeleteDocument } from './api.ts';
export { DocumentViewerDialog } from './DocumentViewerDialog.tsx';
