// The payments feature's public face for other features (the unit owner's unit page deletes its PAD).
export { useDeletePad } from './api.ts';
