// The units feature's public face for other features (the building page adds, edits and archives units).
export {
  useArchiveUnit,
  useCreateOwnerAndInvite,
  useCreateUnit,
  useReplaceOwner,
  useUpdateUnit,
} from './api.ts';
export { ownerInputFrom } from './unitForms.ts';
