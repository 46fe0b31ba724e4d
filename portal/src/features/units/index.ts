// The units feature's public face for other features (the building page adds, edits and archives units).
export {
  useArchiveUnit,
  useCreateOwnerAndInvite,
  useCreateUnit,
  useReplaceOwner,
  useUpdateUnit,
} from './api.ts';
export type { StrataUnitMembership } from './StrataUnitOwnerDashboardView.tsx';
export { unitsOf, unitTable } from './tables.ts';
export type { CreatedUnit } from './UnitForms.tsx';
export { AddUnitSteps, NewFolderForm, ReplaceOwnerForm, UnitNumbersForm } from './UnitForms.tsx';
export { unitSummaryColumns } from './unitColumns.ts';
export type {
  FolderValues,
  OwnerValues,
  ReplaceOwnerValues,
  StrataUnitSummary,
  UnitNumbersValues,
} from './unitForms.ts';
export { ownerInputFrom, unitLocationOf } from './unitForms.ts';
export type { MonthlyPayment, Province, StrataOwner, StrataUnit } from './unitOwner.ts';
export {
  activePad,
  currentOwner,
  feeValue,
  firstOfMonthTwoAhead,
  formatMoney,
  totalFees,
  unitUserRoleName,
} from './unitOwner.ts';
