// Strata agents (tag: strataAgents).

import * as shared from '@portal/sdk/messages';
import type { StrataAgent } from '@portal/sdk/types';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { strataAgents, strataProperties } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { answerMemoryList, type MemoryColumns } from '../http/list-response.ts';
import { trimSpace } from '../http/validation.ts';
import { agentOut } from '../repositories/strata-buildings.ts';
import { type ArchivableRecords, requireRecord, setArchived } from './archiving.ts';
import { type BodyOf, formatPhone, idOf, lockArchivedForDelete, tidy } from './strata-records.ts';

export const agentMessages = {
  ...shared.agentMessages,
  deleteActive: 'Archive the agent before deleting it.',
} as const;

type AgentInput = BodyOf<'createStrataAgent'>;

const agentValues = (input: AgentInput) => ({
  name: tidy(input.name),
  phone: formatPhone(input.phone),
  email: trimSpace(input.email),
});

/** Whether another agent (archived ones included) has the email, compared case-insensitively. */
async function emailTaken(db: Db, email: string, exceptId: number | null) {
  const [other] = await db
    .select({ id: strataAgents.id })
    .from(strataAgents)
    .where(
      and(
        sql`lower(${strataAgents.email}) = lower(${email})`,
        exceptId === null ? undefined : ne(strataAgents.id, exceptId),
      ),
    )
    .limit(1);
  return other !== undefined;
}

const listWhere = (archived: boolean) => (db: Db) =>
  db
    .select()
    .from(strataAgents)
    .where(eq(strataAgents.archived, archived))
    .orderBy(sql`lower(${strataAgents.name})`, asc(strataAgents.id))
    .then((rows) => rows.map(agentOut));

async function findAgent(db: Db, id: number) {
  const [row] = await db.select().from(strataAgents).where(eq(strataAgents.id, id)).limit(1);
  return row && agentOut(row);
}

const agentRecords = (db: Db): ArchivableRecords<StrataAgent> => ({
  find: (id) => findAgent(db, id),
  // Archiving detaches the agent from every building in the same transaction (strata spec 4).
  save: (id, archived) =>
    db.transaction(async (tx) => {
      await tx.update(strataAgents).set({ archived }).where(eq(strataAgents.id, id));
      if (archived)
        await tx.update(strataProperties).set({ agentId: null }).where(eq(strataProperties.agentId, id));
    }),
});

// Agents number in the tens: their table pages, sorts and searches the list in memory.
const agentListColumns: MemoryColumns<ReturnType<typeof agentOut>> = {
  sort: { name: (a) => a.name, email: (a) => a.email, phone: (a) => a.phone },
  search: [(a) => a.name, (a) => a.email, (a) => a.phone],
};

export const handlers = defineHandlers({
  async listStrataAgents({ db, query, reply }) {
    return answerMemoryList(reply, query, agentListColumns, await listWhere(false)(db));
  },

  async listArchivedStrataAgents({ db, query, reply }) {
    return answerMemoryList(reply, query, agentListColumns, await listWhere(true)(db));
  },

  async getStrataAgent({ params, db }) {
    return requireRecord(agentRecords(db), idOf(params.id));
  },

  async createStrataAgent({ body, db, reply }) {
    const values = agentValues(body);
    const row = await db.transaction(async (tx) => {
      // Serialized with other agent writes so two identical creates cannot both pass the check.
      await tx.execute(sql`LOCK TABLE ${strataAgents} IN SHARE ROW EXCLUSIVE MODE`);
      if (await emailTaken(tx, values.email, null)) throw conflict(agentMessages.duplicateOnCreate, 'email');
      const [inserted] = await tx.insert(strataAgents).values(values).returning();
      if (!inserted) throw new Error('The insert returned no agent');
      return inserted;
    });
    reply.code(201);
    return agentOut(row);
  },

  async updateStrataAgent({ params, body, db }) {
    const id = idOf(params.id);
    const values = agentValues(body);
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE ${strataAgents} IN SHARE ROW EXCLUSIVE MODE`);
      const [current] = await tx
        .select({ id: strataAgents.id })
        .from(strataAgents)
        .where(eq(strataAgents.id, id));
      if (!current) throw notFound();
      if (await emailTaken(tx, values.email, id)) throw conflict(agentMessages.duplicateOnUpdate, 'email');
      const [updated] = await tx.update(strataAgents).set(values).where(eq(strataAgents.id, id)).returning();
      if (!updated) throw notFound();
      return updated;
    });
    return agentOut(row);
  },

  async archiveStrataAgent({ params, db }) {
    return setArchived(agentRecords(db), idOf(params.id), true);
  },

  async restoreStrataAgent({ params, db }) {
    return setArchived(agentRecords(db), idOf(params.id), false);
  },

  async deleteStrataAgent({ params, db }) {
    const id = idOf(params.id);
    await db.transaction(async (tx) => {
      await lockArchivedForDelete(tx, strataAgents, id, agentMessages.deleteActive);
      await tx.delete(strataAgents).where(eq(strataAgents.id, id));
    });
  },
});
