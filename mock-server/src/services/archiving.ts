// Archiving and restoring, one way for every kind of record (owners, properties, accounts, agents, buildings, units,
// documents, announcements): the record is found by id or 404, a record already in the asked state is answered as it
// is (the calls can be repeated), a kind's rule may refuse the change, and the kind saves the flag together with what
// follows it (its cascade: an owner's properties and listings, an agent's buildings, a document's file). Which other
// kinds a change touches is declared once, in `archiveCascades` (@portal/sdk/archiving), which the portal's refreshes
// are derived from.
import { notFound } from '../errors.ts';

/** How one kind of record is found, and how its archived flag (with its cascade) is saved. */
export interface ArchivableRecords<T extends { archived?: boolean }> {
  /** The record as the operations answer it; undefined when there is none. */
  find: (id: number) => Promise<T | undefined>;
  /** The 404's message when there is no record with the id (the generic one when unset). */
  missing?: string;
  /** May refuse the call with an error (who may change it, what must hold first); sees the record first. */
  check?: (record: T, archived: boolean) => Promise<void> | void;
  /** Saves the flag and what follows it, as one change. */
  save: (id: number, archived: boolean) => Promise<unknown>;
}

/** The record with the id (a path value); 404 when there is none. */
export async function requireRecord<T extends { archived?: boolean }>(
  records: ArchivableRecords<T>,
  id: unknown,
): Promise<T> {
  const record = await records.find(Number(id));
  if (!record) throw notFound(records.missing);
  return record;
}

/** The record with the id, archived or restored (as it is when already so). */
export async function setArchived<T extends { archived?: boolean }>(
  records: ArchivableRecords<T>,
  id: unknown,
  archived: boolean,
): Promise<T> {
  const record = await requireRecord(records, id);
  await records.check?.(record, archived);
  if (record.archived === archived) return record;
  await records.save(Number(id), archived);
  return requireRecord(records, id);
}
