// The audit trail (audit/): who did what, appended in the transaction of the change it records and never changed
// afterwards. Each row carries the previous row's hash and a hash of its own content, so a row changed or removed
// behind the server's back breaks the chain (GET /audit/verify); migration 0016 also refuses UPDATE and DELETE.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const auditEvents = pgTable(
  'audit_events',
  {
    /** Given by the append (the chain head's next id, under its row lock), so the hash covers it. */
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    /** The operationId of the write or read, or signIn / signInFailed. */
    action: text().notNull(),
    /** write, signIn, signInFailed, export or read. */
    kind: text().notNull(),
    /** rental, strata or account: which administrators see the event (admin rental, strataAdmin strata). */
    side: text().notNull(),
    /** Null for a failed sign-in (actorName then holds the name tried). */
    actorId: integer(),
    actorName: text(),
    actorRole: text(),
    ip: text(),
    targetType: text(),
    targetId: integer(),
    /** { field: { old?, new? } }, secrets masked; a failed sign-in's reason; an export's filters. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    prevHash: text().notNull(),
    hash: text().notNull(),
    /** What `q` searches, lowercased: the action, the actor's name and the target type. */
    searchText: text().generatedAlwaysAs(
      sql`lower(action || ' ' || coalesce(actor_name, '') || ' ' || coalesce(target_type, ''))`,
    ),
  },
  (t) => [
    index('audit_events_created_at_idx').on(t.createdAt, t.id),
    index('audit_events_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
    index('audit_events_action_idx').on(t.action, t.createdAt),
    index('audit_events_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // GET /audit's other sorts (each ties broken by id): a page read in index order, not the whole trail sorted.
    index('audit_events_action_id_idx').on(t.action, t.id),
    index('audit_events_actor_name_id_idx').on(t.actorName, t.id),
    index('audit_events_target_type_id_idx').on(t.targetType, t.id),
    // The same sorts of one side (an administrator's rental side, a strata administrator's strata side): a page read
    // in index order within the side. Walking the sort's index above and skipping the other side's events read every
    // event of the actions sorted before the side's first (18,000 at 100,000 events: GET /audit?sort=-action as admin).
    index('audit_events_side_action_id_idx').on(t.side, t.action, t.id),
    index('audit_events_side_actor_name_id_idx').on(t.side, t.actorName, t.id),
    index('audit_events_side_target_type_id_idx').on(t.side, t.targetType, t.id),
    // GET /audit's counts (X-Total-Count) of a side, of a search and of both, read from this index alone: a few
    // hundred distinct texts over the whole trail, so it stays small. An administrator's page of their side is the
    // newest events' walk (created_at) with the side filtered on the way.
    index('audit_events_side_search_text_idx').on(t.side, t.searchText),
    // A search's page sorted by another column than the time, read from this index alone: the distinct texts that
    // contain the search (a few hundred over the whole trail, each found from the one before by a skip), then their
    // events' ids and sort keys, sorted; only the page's rows are read from the trail. Kept apart from the counts'
    // index, which is a third of its size.
    index('audit_events_search_text_sort_keys_idx').on(
      t.searchText,
      t.side,
      t.action,
      t.actorName,
      t.targetType,
      t.id,
    ),
  ],
);

/**
 * The chain's head: one row (id 1) with the last event's id and hash, and the hash before it. Appending an event moves
 * it on in the same statement (audit/chain.ts), its row lock serialising the appenders; the check compares it with
 * the last event, so events removed from the end (or a head moved by hand) show. Migration 0019 refuses deleting it.
 */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: smallint().primaryKey(),
    lastId: bigint({ mode: 'number' }).notNull(),
    prevHash: text().notNull(),
    hash: text().notNull(),
  },
  (t) => [check('audit_chain_head_one_row', sql`${t.id} = 1`)],
);
