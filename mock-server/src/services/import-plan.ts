// Owner import from CSV, second step: the rows read by import-csv.ts checked against the database (the building by
// its plan number, the unit by its number and lot), giving the owners to save or every problem of the file.

import { setImmediate as nextTurn } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { strataProperties, strataUnits } from '../db/schema.ts';
import {
  type Column,
  type ImportProblem,
  importMessages,
  lotPattern,
  type OwnerValues,
  type ParsedRow,
  readRow,
  rowsPerTurn,
} from './import-csv.ts';
import { normalizePlanNumber } from './strata-records.ts';

export interface Building {
  id: number;
  strataPlanNumber: string;
  buildingName: string;
  archived: boolean;
}
interface UnitRecord {
  id: number;
  unitNumber: string;
  lotNumber: string;
  archived: boolean;
}

/** An owner to save, on an existing unit or on one the import creates. */
export interface PlannedOwner {
  line: number;
  building: Building;
  unit: { id: number } | { newUnitNumber: string; lotNumber: string };
  unitNumber: string;
  values: OwnerValues;
}

export const unitKey = (value: string) => value.trim().toUpperCase();

/** Every building by its normalised plan number, and the units of those the rows name (archived ones included). */
async function buildingsAndUnits(db: Db, header: Map<Column, number>, rows: ParsedRow[]) {
  const buildings = new Map<string, Building>();
  for (const b of await db
    .select({
      id: strataProperties.id,
      strataPlanNumber: strataProperties.strataPlanNumber,
      buildingName: strataProperties.buildingName,
      archived: strataProperties.archived,
    })
    .from(strataProperties)) {
    buildings.set(normalizePlanNumber(b.strataPlanNumber), b);
  }
  const namedBuildingIds = new Set<number>();
  const planColumn = header.get('strataPlanNumber');
  for (const row of rows) {
    const building = buildings.get(normalizePlanNumber(row.cells[planColumn ?? -1] ?? ''));
    if (building) namedBuildingIds.add(building.id);
  }
  const unitsByBuilding = new Map<
    number,
    { byNumber: Map<string, UnitRecord>; byLot: Map<string, UnitRecord> }
  >();
  for (const id of namedBuildingIds) unitsByBuilding.set(id, { byNumber: new Map(), byLot: new Map() });
  if (namedBuildingIds.size > 0) {
    const units = await db
      .select({
        id: strataUnits.id,
        strataPropertyId: strataUnits.strataPropertyId,
        unitNumber: strataUnits.unitNumber,
        lotNumber: strataUnits.lotNumber,
        archived: strataUnits.archived,
      })
      .from(strataUnits)
      .where(inArray(strataUnits.strataPropertyId, [...namedBuildingIds]));
    for (const u of units) {
      const index = unitsByBuilding.get(u.strataPropertyId);
      index?.byNumber.set(unitKey(u.unitNumber), u);
      index?.byLot.set(unitKey(u.lotNumber), u);
    }
  }
  return { buildings, unitsByBuilding };
}

/** Reads every row and checks it against the database; returns the owners to save, or every problem found. */
export async function planImport(
  db: Db,
  header: Map<Column, number>,
  headerWidth: number,
  rows: ParsedRow[],
) {
  const { buildings, unitsByBuilding } = await buildingsAndUnits(db, header, rows);
  const problems: ImportProblem[] = [];
  const planned: PlannedOwner[] = [];
  // Units the file creates and units it gives an owner, per building: a unit takes one owner per import, because a
  // unit has one usable invitation (its latest).
  const newLots = new Map<string, string>();
  const unitsOnRows = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % rowsPerTurn === 0) await nextTurn();
    const read = readRow(header, headerWidth, row);
    const rowProblems = read.problems;
    if (!read.place) {
      problems.push(...rowProblems);
      continue;
    }
    const problem = (column: Column | null, message: string) =>
      rowProblems.push({ row: row.line, column, message });
    const { planNumber, unitNumber, lotNumber } = read.place;
    const building = planNumber ? buildings.get(normalizePlanNumber(planNumber)) : undefined;
    if (planNumber && !building)
      problem('strataPlanNumber', `No strata property has the plan number ${planNumber}`);
    if (building?.archived) {
      problem('strataPlanNumber', `The strata property ${building.strataPlanNumber} is archived.`);
    }
    let unit: PlannedOwner['unit'] | null = null;
    if (building && unitNumber && lotPattern.test(lotNumber)) {
      const units = unitsByBuilding.get(building.id);
      const key = `${building.id}|${unitKey(unitNumber)}`;
      const earlierRow = unitsOnRows.get(key);
      const existing = units?.byNumber.get(unitKey(unitNumber));
      if (earlierRow !== undefined) {
        problem(
          'unitNumber',
          `Unit ${unitNumber} of ${building.strataPlanNumber} is already on line ${earlierRow}; a unit takes one owner per import.`,
        );
      } else if (existing) {
        if (existing.archived)
          problem('unitNumber', `Unit ${existing.unitNumber} of ${building.strataPlanNumber} is archived.`);
        else if (unitKey(existing.lotNumber) !== unitKey(lotNumber)) {
          problem(
            'lotNumber',
            `Unit ${existing.unitNumber} of ${building.strataPlanNumber} has lot number ${existing.lotNumber}, not ${lotNumber}.`,
          );
        } else unit = { id: existing.id };
      } else {
        const lotKey = `${building.id}|${unitKey(lotNumber)}`;
        if (units?.byLot.has(unitKey(lotNumber)) || newLots.has(lotKey)) {
          problem('lotNumber', importMessages.duplicateLotOrUnit);
        } else {
          newLots.set(lotKey, unitNumber);
          unit = { newUnitNumber: unitNumber, lotNumber };
        }
      }
      unitsOnRows.set(key, row.line);
    }
    if (rowProblems.length > 0) {
      problems.push(...rowProblems);
    } else if (building && unit && read.values) {
      planned.push({ line: row.line, building, unit, unitNumber, values: read.values });
    }
  }
  return { planned, problems };
}
