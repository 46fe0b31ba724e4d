// The rental records an administrator archives and restores (owners, properties): found by id or 404, and archived
// or restored so that a record already in the asked state is answered as it is (the calls can be repeated).
import { notFound } from '../errors.ts';

/** How one kind of record is found and archived or restored. */
export interface ArchivableRecords<T extends { id: number; archived: boolean }> {
  find: (id: number) => Promise<T | undefined>;
  /** The 404's message when there is no record with the id. */
  missing: string;
  save: (id: number, archived: boolean) => Promise<unknown>;
}

/** The record with the id (a path value); 404 when there is none. */
export async function requireRecord<T extends { id: number; archived: boolean }>(
  records: ArchivableRecords<T>,
  id: unknown,
): Promise<T> {
  const record = await records.find(Number(id));
  if (!record) throw notFound(records.missing);
  return record;
}

/** The record with the id, archived or restored; `check` may refuse the change (it sees the record first). */
export async function setArchivedOnce<T extends { id: number; archived: boolean }>(
  records: ArchivableRecords<T>,
  id: unknown,
  archived: boolean,
  check?: (record: T) => Promise<void>,
): Promise<T> {
  const record = await requireRecord(records, id);
  if (record.archived === archived) return record;
  await check?.(record);
  await records.save(record.id, archived);
  return requireRecord(records, record.id);
}
