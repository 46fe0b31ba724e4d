// The staff feature's public face for other features (the building page lists and deletes its staff).
export { useDeleteStaff } from './api.ts';
