// The staff feature's public face for other features (the building page lists, edits and deletes its staff).
export { useDeleteStaff, useUpdateStaff } from './api.ts';
export { StaffForm } from './StaffForm.tsx';
export { type StaffFormValues, staffFormValuesOf } from './staffForm.ts';
