// The documents feature's public face for other features (building and unit pages show their documents).
export { useArchiveStrataDocument, useCreateFolder } from './api.ts';
