// Owner import from CSV (tag: import). Every row is checked before anything is written; then the whole file is saved
// in one transaction (units the file names that do not exist yet, owners, invitations and their mails in the outbox)
// or nothing is, in a handful of statements whatever the number of rows.

import { toCsv } from '@portal/sdk/csv';
import * as shared from '@portal/sdk/messages';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { AppOptions } from '../config.ts';
import { insertRows } from '../db/bulk.ts';
import type { Db } from '../db/client.ts';
import { strataOwners, strataProperties, strataUnits } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { contentDisposition } from '../http/files.ts';
import { defineHandlers } from '../http/handlers.ts';
import { readUpload, type Upload } from '../http/uploads.ts';
import type { Mailer } from '../mail/mailer.ts';
import { insertInvitations } from '../repositories/strata-invitations.ts';
import { deletePendingOwnersOfUnits, strataOwnerColumnsOf } from '../repositories/strata-owners.ts';
import { invitationMessage } from './invitation-links.ts';
import { isTooManyFiles } from './strata-document-helpers.ts';
import { normalizePlanNumber, ownerAddress, tidy } from './strata-records.ts';

/** The columns of the file, in the template's order (the contract's `x-csv-columns` of POST /importOwners). */
export const csvColumns = [
  'strataPlanNumber',
  'unitNumber',
  'lotNumber',
  'nameOnTitle',
  'email',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'stateOrProvince',
  'country',
  'postalCode',
] as const;
type Column = (typeof csvColumns)[number];

/** Each column's label in messages, its length limit (as the owner form's), and whether it may be blank. */
const columnRules: Record<Column, { label: string; max: number; optional?: boolean }> = {
  strataPlanNumber: { label: 'Strata plan number', max: 12 },
  unitNumber: { label: 'Unit number', max: 20 },
  lotNumber: { label: 'Lot number', max: 6 },
  nameOnTitle: { label: 'Name on title', max: 100 },
  email: { label: 'Email', max: 254 },
  addressLine1: { label: 'Address line 1', max: 100 },
  addressLine2: { label: 'Address line 2', max: 100, optional: true },
  addressLine3: { label: 'Address line 3', max: 100, optional: true },
  city: { label: 'City', max: 50 },
  stateOrProvince: { label: 'State or province', max: 50 },
  country: { label: 'Country', max: 50 },
  postalCode: { label: 'Postal code', max: 12 },
};

export const importMessages = {
  failed: shared.importMessages.failed,
  oneFile: 'Only one file can be uploaded at a time',
  // Strata spec 5: "one file only, type text/csv; otherwise Only one file can be uploaded at a time."
  notCsv: 'Only one file can be uploaded at a time',
  tooLarge: 'The file is larger than 5 MB.',
  empty: 'The CSV file is empty.',
  noRows: 'The CSV file has a header row but no owners.',
  duplicateLotOrUnit: shared.unitMessages.duplicate,
  invalidEmail: 'Invalid email address',
  invalidLot: 'Lot number must be digits only (at most 6).',
} as const;

/** A file larger than this many owners is refused as a whole: one import stays one reasonable transaction. */
export const maxImportRows = 5000;

export interface ImportProblem {
  row: number;
  column: Column | null;
  message: string;
}

const templateExample = [
  'BCS1234',
  '101',
  '1',
  'Jean Tremblay',
  'j.tremblay@example.ca',
  '4567 Kingsway',
  'Unit 101',
  '',
  'Burnaby',
  'BC',
  'Canada',
  'V5H 2E2',
];

const emailPattern =
  /^[^\s@"<>()[\],;:\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const unitKey = (value: string) => value.trim().toUpperCase();

/** The CSV upload with the import's own messages (strata spec 5 and the contract). */
async function readCsv(request: Parameters<typeof readUpload>[0]): Promise<Upload> {
  try {
    return await readUpload(request, 'csv');
  } catch (error) {
    if (isTooManyFiles(error)) throw new HttpError(400, importMessages.oneFile, 'file');
    if (error instanceof HttpError) {
      // No file is the spec's "one file" message too; the type and size answers keep their status.
      if (error.statusCode === 400) throw new HttpError(400, importMessages.oneFile, 'file');
      if (error.statusCode === 415) throw new HttpError(415, importMessages.notCsv, 'file');
      if (error.statusCode === 413) throw new HttpError(413, importMessages.tooLarge);
    }
    throw error;
  }
}

interface ParsedRow {
  /** The file line the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

/** The records of the file with their line numbers; a malformed file answers 400 with the line it breaks on. */
function parseCsv(text: string): { rows: ParsedRow[]; problem?: ImportProblem } {
  try {
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return {
      rows: records
        .map(({ record, info }) => ({
          // info.lines is the record's last line; quoted cells may span lines.
          line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
          cells: record,
        }))
        // Rows of empty cells (a spreadsheet's trailing ",,,,") are not owners.
        .filter((row) => row.cells.some((cell) => cell.trim() !== '')),
    };
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return {
      rows: [],
      problem: {
        row: typeof line === 'number' && line >= 1 ? line : 1,
        column: null,
        message: `The file is not valid CSV: ${error instanceof Error ? error.message : String(error)}`,
      },
    };
  }
}

/** Maps the header's names (any order, any case) to the columns; a missing, unknown or repeated name is refused. */
function readHeader(cells: string[]): Map<Column, number> {
  const byLowerName = new Map(csvColumns.map((c) => [c.toLowerCase(), c] as const));
  const positions = new Map<Column, number>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  cells.forEach((cell, index) => {
    const column = byLowerName.get(cell.trim().toLowerCase());
    if (!column) {
      if (cell.trim()) unknown.push(cell.trim());
    } else if (positions.has(column)) {
      repeated.push(column);
    } else {
      positions.set(column, index);
    }
  });
  const missing = csvColumns.filter((c) => !positions.has(c) && !columnRules[c].optional);
  const problems = [
    missing.length ? `missing the columns ${missing.join(', ')}` : '',
    unknown.length ? `has columns the import does not know: ${unknown.join(', ')}` : '',
    repeated.length ? `names ${repeated.join(', ')} more than once` : '',
  ].filter(Boolean);
  if (problems.length) {
    throw new HttpError(
      400,
      `The header row (line 1) is ${problems.join('; ')}. Expected: ${csvColumns.join(',')}`,
      'file',
    );
  }
  return positions;
}

interface Building {
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
interface PlannedOwner {
  line: number;
  building: Building;
  unit: { id: number } | { newUnitNumber: string; lotNumber: string };
  unitNumber: string;
  values: {
    nameOnTitle: string;
    email: string;
    addressLine1: string;
    addressLine2: string | null;
    addressLine3: string | null;
    city: string;
    stateOrProvince: string;
    country: string;
    postalCode: string;
  };
}

/** Reads every row and checks it against the database; returns the owners to save, or every problem found. */
async function planImport(db: Db, header: Map<Column, number>, headerWidth: number, rows: ParsedRow[]) {
  const problems: ImportProblem[] = [];
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
  // The units of the buildings the file names, by building: unit numbers and lot numbers, archived ones included.
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

  const planned: PlannedOwner[] = [];
  // Units the file creates and units it gives an owner, per building: a unit takes one owner per import, because a
  // unit has one usable invitation (its latest).
  const newLots = new Map<string, string>();
  const unitsOnRows = new Map<string, number>();
  for (const row of rows) {
    const rowProblems: ImportProblem[] = [];
    const problem = (column: Column | null, message: string) =>
      rowProblems.push({ row: row.line, column, message });
    if (row.cells.length !== headerWidth) {
      // Cells are read by position: a row with another number of cells than the header cannot be read.
      problem(null, `The row has ${row.cells.length} cells; the header has ${headerWidth}.`);
      problems.push(...rowProblems);
      continue;
    }
    const cell = (column: Column): string => {
      const index = header.get(column);
      return index === undefined ? '' : (row.cells[index] ?? '').trim();
    };
    for (const column of csvColumns) {
      const rule = columnRules[column];
      const value = cell(column);
      if (!value && !rule.optional) problem(column, `${rule.label} cannot be blank`);
      else if (value.length > rule.max)
        problem(column, `${rule.label} must be at most ${rule.max} characters`);
    }
    const planNumber = cell('strataPlanNumber');
    const unitNumber = cell('unitNumber');
    const lotNumber = cell('lotNumber');
    const email = cell('email');
    if (email && !emailPattern.test(email)) problem('email', importMessages.invalidEmail);
    if (lotNumber && !/^\d{1,6}$/.test(lotNumber)) problem('lotNumber', importMessages.invalidLot);

    let address: PlannedOwner['values'] | null = null;
    if (
      cell('addressLine1') &&
      cell('city') &&
      cell('stateOrProvince') &&
      cell('country') &&
      cell('postalCode')
    ) {
      try {
        const formatted = ownerAddress({
          addressLine1: cell('addressLine1'),
          addressLine2: cell('addressLine2'),
          addressLine3: cell('addressLine3'),
          city: cell('city'),
          stateOrProvince: cell('stateOrProvince'),
          country: cell('country'),
          postalCode: cell('postalCode'),
        });
        address = { ...formatted, nameOnTitle: tidy(cell('nameOnTitle')), email };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        problem('postalCode', error.message);
      }
    }

    const building = planNumber ? buildings.get(normalizePlanNumber(planNumber)) : undefined;
    if (planNumber && !building)
      problem('strataPlanNumber', `No strata property has the plan number ${planNumber}`);
    if (building?.archived) {
      problem('strataPlanNumber', `The strata property ${building.strataPlanNumber} is archived.`);
    }
    let unit: PlannedOwner['unit'] | null = null;
    if (building && unitNumber && /^\d{1,6}$/.test(lotNumber)) {
      const index = unitsByBuilding.get(building.id);
      const key = `${building.id}|${unitKey(unitNumber)}`;
      const earlierRow = unitsOnRows.get(key);
      const existing = index?.byNumber.get(unitKey(unitNumber));
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
        if (index?.byLot.has(unitKey(lotNumber)) || newLots.has(lotKey)) {
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
    } else if (building && unit && address) {
      planned.push({ line: row.line, building, unit, unitNumber, values: address });
    }
  }
  return { planned, problems };
}

/** The owner fields a row sets, compared as saved (blank optional lines are null, emails in any case). */
function ownerFingerprint(v: PlannedOwner['values']): string {
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

/**
 * Leaves out the rows whose unit already has that very owner, pending or current: importing the same file again
 * writes nothing for them and mails no second invitation (issue 15). A new or changed row is saved and mailed.
 */
async function withoutUnchangedOwners(db: Db, planned: PlannedOwner[]): Promise<PlannedOwner[]> {
  const unitIds = planned.flatMap((o) => ('id' in o.unit ? [o.unit.id] : []));
  if (unitIds.length === 0) return planned;
  const existing = new Set<string>();
  for (const owner of await db
    .select()
    .from(strataOwners)
    .where(
      and(
        inArray(strataOwners.strataUnitId, unitIds),
        or(eq(strataOwners.pending, true), eq(strataOwners.isCurrent, true)),
      ),
    )) {
    existing.add(`${owner.strataUnitId}|${ownerFingerprint(owner)}`);
  }
  return planned.filter(
    (o) => !('id' in o.unit && existing.has(`${o.unit.id}|${ownerFingerprint(o.values)}`)),
  );
}

/** Writes the planned owners (their new units, pending owners, invitations and invitation mails) inside `tx`. */
async function saveImport(tx: Db, mail: Mailer, options: AppOptions, planned: PlannedOwner[]) {
  const keyOf = (buildingId: number, unitNumber: string) => `${buildingId}|${unitKey(unitNumber)}`;
  const newUnits = planned.flatMap((o) =>
    'id' in o.unit
      ? []
      : [
          {
            strata_property_id: o.building.id,
            unit_number: o.unit.newUnitNumber,
            lot_number: o.unit.lotNumber,
          },
        ],
  );
  const createdIds = new Map<string, number>();
  const units = await insertRows<{ id: number; strata_property_id: number; unit_number: string }>(
    tx,
    'strata_units',
    [
      ['strata_property_id', 'integer'],
      ['unit_number', 'text'],
      ['lot_number', 'text'],
    ],
    newUnits,
    ['id', 'strata_property_id', 'unit_number'],
  );
  for (const unit of units) createdIds.set(keyOf(unit.strata_property_id, unit.unit_number), unit.id);
  const unitIds = planned.map((o) => {
    const id = 'id' in o.unit ? o.unit.id : createdIds.get(keyOf(o.building.id, o.unitNumber));
    if (id === undefined) throw new Error(`The new unit ${o.unitNumber} was not returned`);
    return id;
  });
  // As with Replace Current Registered Owner: an earlier pending owner of the unit and its invitation go.
  await deletePendingOwnersOfUnits(tx, unitIds);
  // A unit takes one owner per import (planImport), so the unit id finds each row's owner and invitation.
  const ownerRows = planned.map(({ values: v }, i) => ({
    strata_unit_id: unitIds[i],
    name_on_title: v.nameOnTitle,
    email: v.email,
    address_line1: v.addressLine1,
    address_line2: v.addressLine2,
    address_line3: v.addressLine3,
    city: v.city,
    state_or_province: v.stateOrProvince,
    country: v.country,
    postal_code: v.postalCode,
    is_current: false,
    pending: true,
    strata_role: 0,
  }));
  const owners = await insertRows<{ id: number; strata_unit_id: number }>(
    tx,
    'strata_owners',
    strataOwnerColumnsOf(ownerRows),
    ownerRows,
    ['id', 'strata_unit_id'],
  );
  const ownerIds = new Map(owners.map((o) => [o.strata_unit_id, o.id]));
  const hashes = await insertInvitations(
    tx,
    options,
    planned.map((o, i) => {
      const strataUnitId = unitIds[i] as number;
      const strataOwnerId = ownerIds.get(strataUnitId);
      if (strataOwnerId === undefined) throw new Error('The new owner was not returned');
      return { strataUnitId, strataOwnerId, email: o.values.email, strataRole: 0, sent: true };
    }),
  );
  await mail.sendMany(
    planned.map((o, i) =>
      invitationMessage(options, {
        to: o.values.email,
        nameOnTitle: o.values.nameOnTitle,
        buildingName: o.building.buildingName,
        strataPlanNumber: o.building.strataPlanNumber,
        unitNumber: o.unitNumber,
        hash: hashes.get(unitIds[i] as number) ?? '',
      }),
    ),
    tx,
  );
  return { owners: planned.length, units: createdIds.size };
}

export const handlers = defineHandlers({
  async importOwners({ db, mail, options, request, reply }) {
    const upload = await readCsv(request);
    const { rows, problem } = parseCsv(upload.bytes.toString('utf8'));
    if (problem) {
      return reply.code(400).send({ message: importMessages.failed, statusCode: 400, errors: [problem] });
    }
    const [headerRow, ...dataRows] = rows;
    if (!headerRow) throw new HttpError(400, importMessages.empty, 'file');
    const header = readHeader(headerRow.cells);
    if (dataRows.length === 0) throw new HttpError(400, importMessages.noRows, 'file');
    if (dataRows.length > maxImportRows) {
      throw new HttpError(
        400,
        `The file has ${dataRows.length} owners; one import takes at most ${maxImportRows}.`,
        'file',
      );
    }
    const { planned, problems } = await planImport(db, header, headerRow.cells.length, dataRows);
    if (problems.length > 0) {
      return reply.code(400).send({ message: importMessages.failed, statusCode: 400, errors: problems });
    }

    // Set-based: a handful of statements for the whole file (multi-row INSERT … RETURNING, chunked), the invitation
    // mails written to the outbox in the same transaction, so a kill at any point leaves all of it or none of it.
    const changed = await withoutUnchangedOwners(db, planned);
    const saved = await db.transaction(async (tx) => saveImport(tx, mail, options, changed));
    return { saved: saved.owners, created: saved.units };
  },

  getImportOwnersTemplate({ reply }) {
    const csv = toCsv([csvColumns, templateExample]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('owners-import-template.csv', 'attachment'))
      .header('cache-control', 'no-cache')
      .send(csv);
  },
});
