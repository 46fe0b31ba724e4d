// Owner import from CSV (tag: import), first step: the file's columns, how it is parsed and what each row must hold,
// checked without the database. import-plan.ts checks the rows against the database, repositories/owner-import.ts
// saves them.

import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import * as shared from '@portal/sdk/messages';
import { parse } from 'csv-parse';
import { HttpError } from '../errors.ts';
import { ownerAddress, tidy } from './strata-records.ts';

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
export type Column = (typeof csvColumns)[number];

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
  deletedMeanwhile:
    'A strata property or unit the file names was deleted while the file was imported; nothing was saved. Import the file again.',
} as const;

/** A file larger than this many owners is refused as a whole: one import stays one reasonable transaction. */
export const maxImportRows = 5000;

/** Rows checked between two turns of the event loop, so other requests are served while a large file is read. */
export const rowsPerTurn = 250;

export interface ImportProblem {
  row: number;
  column: Column | null;
  message: string;
}

export const templateExample = [
  'BCS1234',
  '201',
  '5',
  'Jean Tremblay',
  'j.tremblay@example.ca',
  '4567 Kingsway',
  'Unit 201',
  '',
  'Burnaby',
  'BC',
  'Canada',
  'V5H 2E2',
];

const emailPattern =
  /^[^\s@"<>()[\],;:\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
export const lotPattern = /^\d{1,6}$/;

export interface ParsedRow {
  /** The file line the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

/** About this many characters go to the parser per turn of the event loop, cut after a line break. */
const charactersPerTurn = 8 * 1024;

/** The text in pieces of about charactersPerTurn, each ending with a line break (or the text), one per turn. */
async function* piecesOf(text: string): AsyncGenerator<string> {
  let start = 0;
  while (start < text.length) {
    const cut = text.indexOf('\n', start + charactersPerTurn);
    const end = cut === -1 ? text.length : cut + 1;
    yield text.slice(start, end);
    start = end;
    await nextTurn();
  }
}

/**
 * The records of the file with their line numbers; a malformed file answers 400 with the line it breaks on. The text
 * is parsed in pieces, a turn of the event loop each, so a large file does not hold other requests up.
 */
export async function parseCsv(text: string): Promise<{ rows: ParsedRow[]; problem?: ImportProblem }> {
  const rows: ParsedRow[] = [];
  try {
    const parser = Readable.from(piecesOf(text)).pipe(
      parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }),
    );
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      // Rows of empty cells (a spreadsheet's trailing ",,,,") are not owners.
      if (!record.some((cell) => cell.trim() !== '')) continue;
      // info.lines is the record's last line; quoted cells may span lines.
      rows.push({
        line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
        cells: record,
      });
    }
    return { rows };
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
export function readHeader(cells: string[]): Map<Column, number> {
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

/** The owner fields a row sets, as saved: the address as the owner form formats it, the name and the email. */
export type OwnerValues = ReturnType<typeof ownerAddress> & { nameOnTitle: string; email: string };

/** A row read on its own: where its owner goes, the owner (null when a field is wrong) and its problems so far. */
export interface ReadRow {
  line: number;
  /** Null when the row's cells cannot be read (another number of cells than the header). */
  place: { planNumber: string; unitNumber: string; lotNumber: string } | null;
  values: OwnerValues | null;
  problems: ImportProblem[];
}

/** Checks a row's cells by themselves (blank, length, email, lot number, address); the database is not asked. */
export function readRow(header: Map<Column, number>, headerWidth: number, row: ParsedRow): ReadRow {
  const problems: ImportProblem[] = [];
  const problem = (column: Column | null, message: string) =>
    problems.push({ row: row.line, column, message });
  if (row.cells.length !== headerWidth) {
    // Cells are read by position: a row with another number of cells than the header cannot be read.
    problem(null, `The row has ${row.cells.length} cells; the header has ${headerWidth}.`);
    return { line: row.line, place: null, values: null, problems };
  }
  const cell = (column: Column): string => {
    const index = header.get(column);
    return index === undefined ? '' : (row.cells[index] ?? '').trim();
  };
  for (const column of csvColumns) {
    const rule = columnRules[column];
    const value = cell(column);
    if (!value && !rule.optional) problem(column, `${rule.label} cannot be blank`);
    else if (value.length > rule.max) problem(column, `${rule.label} must be at most ${rule.max} characters`);
  }
  const email = cell('email');
  const lotNumber = cell('lotNumber');
  if (email && !emailPattern.test(email)) problem('email', importMessages.invalidEmail);
  if (lotNumber && !lotPattern.test(lotNumber)) problem('lotNumber', importMessages.invalidLot);

  let values: OwnerValues | null = null;
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
      values = { ...formatted, nameOnTitle: tidy(cell('nameOnTitle')), email };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      problem('postalCode', error.message);
    }
  }
  const place = { planNumber: cell('strataPlanNumber'), unitNumber: cell('unitNumber'), lotNumber };
  return { line: row.line, place, values, problems };
}
