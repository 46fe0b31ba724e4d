// Owner import from CSV (tag: import). Every row is checked before anything is written (import-csv.ts reads the
// file, import-plan.ts checks it against the database); then the whole file is saved in one short transaction
// (repositories/owner-import.ts: units the file names that do not exist yet, owners, invitations and their mails in
// the outbox) or nothing is, in a handful of statements whatever the number of rows.

import { toCsv } from '@portal/sdk/csv';
import { HttpError } from '../errors.ts';
import { contentDisposition } from '../http/files.ts';
import { defineHandlers } from '../http/handlers.ts';
import { readUpload, type Upload } from '../http/uploads.ts';
import { prepareImport, saveImport } from '../repositories/owner-import.ts';
import {
  csvColumns,
  importMessages,
  maxImportRows,
  parseCsv,
  readHeader,
  templateExample,
} from './import-csv.ts';
import { planImport } from './import-plan.ts';
import { planRows, replacementProblems } from './import-rows.ts';
import { isTooManyFiles } from './strata-document-helpers.ts';

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

export const handlers = defineHandlers({
  async importOwners({ db, options, query, request, reply }) {
    const upload = await readCsv(request);
    const { rows, problem } = await parseCsv(upload.bytes.toString('utf8'));
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

    const { rows: plan, toSave } = await planRows(db, planned);
    const counts = {
      saved: toSave.length,
      created: plan.filter((row) => row.action === 'createUnit').length,
      skipped: plan.length - toSave.length,
      replaced: plan.filter((row) => row.action === 'replaceCurrentOwner').length,
    };
    if (query.dryRun === true) return { ...counts, dryRun: true, rows: plan };
    const replacing = replacementProblems(plan);
    if (replacing.length > 0 && query.replaceCurrent !== true) {
      return reply.code(400).send({ message: importMessages.failed, statusCode: 400, errors: replacing });
    }

    // Set-based: the new units, owners, invitations and their mails (in the outbox) are one prepared statement, run
    // in one transaction, so a kill at any point leaves all of it or none of it.
    const prepared = await prepareImport(db, options, toSave);
    await db.transaction((tx) => saveImport(tx, prepared, options.database.kind));
    return { ...counts, saved: prepared.owners, created: prepared.units, dryRun: false, rows: plan };
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
