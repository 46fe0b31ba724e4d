// The contract's types, all generated (sdk/src/generated): every schema by its name (`Property`, `OwnerProfile` …),
// each operation's request and answers (`<Op>Data`, `<Op>Responses`), every top-level enum's values
// (`sessionRoleValues` …), `OperationTypes`, the operations by operationId, and
// `auditedOperationIdValues`, the operationIds the audit trail records.

export type { OperationTypes } from './generated/contract.gen.ts';
export { auditedOperationIdValues, auditedOperationSides } from './generated/operation-ids.gen.ts';
export type * from './generated/query/types.gen.ts';
