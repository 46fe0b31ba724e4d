// The forms feature's public face: what other features may use. Routes import its containers and api.ts directly.

export type { AddressValues } from './ChangeOfAddressDialog.tsx';
export { ChangeOfAddressDialog } from './ChangeOfAddressDialog.tsx';
