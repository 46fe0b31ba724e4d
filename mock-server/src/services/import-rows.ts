// Owner import, the plan of every row: what saving the file would do to each unit (a unit created, an owner added, a
// pending or current owner replaced) or why a row is skipped, and which owners are to be saved.
import type { ImportOwnersPlanRow } from '@portal/sdk/types';
import type { Db } from '../db/client.ts';
import { type StandingOwner, standingOwnersOfUnits } from '../repositories/unit-owner-standing.ts';
import type { ImportProblem, OwnerValues } from './import-csv.ts';
import type { PlannedOwner } from './import-plan.ts';

export type PlanRow = ImportOwnersPlanRow;

export const importRowMessages = {
  samePending: "Already imported; the unit's pending owner has these details.",
  sameCurrent: "Unchanged; the unit's current owner has these details.",
  replacesCurrent: (row: PlanRow) =>
    `Unit ${row.unitNumber} of ${row.strataPlanNumber} has a current registered owner, ${row.otherOwner}, whom this row would replace; import with replaceCurrent=true to replace them.`,
} as const;

/** The owner fields a row sets, compared as saved (blank optional lines are null, emails in any case). */
function ownerFingerprint(v: OwnerValues | StandingOwner): string {
  return JSON.stringify([
    v.nameOnTitle,
    v.email.toLowerCase(),
    v.addressLine1,
    v.addressLine2 || null,
    v.addressLine3 || null,
    v.city,
    v.stateOrProvince,
    v.country,
    v.postalCode,
  ]);
}

const names = (owners: readonly StandingOwner[]) => owners.map((o) => o.nameOnTitle).join(', ');

/** One row's action against the owners standing on its unit. */
function actionOf(
  owner: PlannedOwner,
  standing: readonly StandingOwner[],
): Omit<PlanRow, 'row' | 'strataPlanNumber' | 'unitNumber' | 'nameOnTitle' | 'email'> {
  if (!('id' in owner.unit)) return { action: 'createUnit', otherOwner: null, reason: null };
  const fingerprint = ownerFingerprint(owner.values);
  const same = standing.find((o) => ownerFingerprint(o) === fingerprint);
  if (same) {
    const reason = same.pending ? importRowMessages.samePending : importRowMessages.sameCurrent;
    return { action: 'skip', otherOwner: same.nameOnTitle, reason };
  }
  const current = standing.filter((o) => o.isCurrent && !o.pending);
  if (current.length > 0) return { action: 'replaceCurrentOwner', otherOwner: names(current), reason: null };
  const pending = standing.filter((o) => o.pending);
  if (pending.length > 0) return { action: 'replacePendingOwner', otherOwner: names(pending), reason: null };
  return { action: 'addOwner', otherOwner: null, reason: null };
}

/** The plan of every planned row (file order) and the owners to save: every row but the skipped ones. */
export async function planRows(db: Db, planned: readonly PlannedOwner[]) {
  const standing = new Map<number, StandingOwner[]>();
  const unitIds = planned.flatMap((o) => ('id' in o.unit ? [o.unit.id] : []));
  for (const owner of await standingOwnersOfUnits(db, unitIds)) {
    const list = standing.get(owner.strataUnitId) ?? [];
    list.push(owner);
    standing.set(owner.strataUnitId, list);
  }
  const rows: PlanRow[] = [];
  const toSave: PlannedOwner[] = [];
  for (const owner of planned) {
    const onUnit = 'id' in owner.unit ? (standing.get(owner.unit.id) ?? []) : [];
    const row: PlanRow = {
      row: owner.line,
      strataPlanNumber: owner.building.strataPlanNumber,
      unitNumber: owner.unitNumber,
      nameOnTitle: owner.values.nameOnTitle,
      email: owner.values.email,
      ...actionOf(owner, onUnit),
    };
    rows.push(row);
    if (row.action !== 'skip') toSave.push(owner);
  }
  return { rows, toSave };
}

/** The rows that would replace a current owner, as the import's row problems. */
export function replacementProblems(rows: readonly PlanRow[]): ImportProblem[] {
  return rows
    .filter((row) => row.action === 'replaceCurrentOwner')
    .map((row) => ({ row: row.row, column: 'unitNumber', message: importRowMessages.replacesCurrent(row) }));
}
