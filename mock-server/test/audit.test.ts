// The audit trail: every kind of event recorded with its actor and target, no secret in any row, the role split of
// GET /audit, the account's own activity, the chain verified (also under concurrent writes), and the table refusing
// UPDATE and DELETE. TEST_DATABASE=postgres runs it on PostgreSQL.

import { auditedOperationIdValues, auditedOperationSides } from '@portal/sdk/types';
import { and, count, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { type AuditSide, appendAuditEvent, type ChainedEvent } from '../src/audit/chain.ts';
import { operationSide } from '../src/audit/event-about.ts';
import { recordedInTrail } from '../src/audit/recorder.ts';
import { contractOperations } from '../src/contract.ts';
import { readListPage } from '../src/db/list.ts';
import { containsPattern, searchCondition, sortOrder } from '../src/db/list-sql.ts';
import { auditEvents } from '../src/db/schema.ts';
import { auditColumns, auditEventList, auditWhere } from '../src/repositories/audit-events.ts';
import { demoPassword } from '../src/seed.ts';
import { profileUpdate } from './helpers/owner-profiles.ts';
import { usePostgres, useTestApp } from './helpers/test-app.ts';

// Every statement sent to PostgreSQL, as text (spied before the app opens its pool, so its connections use the spy).
const statementsSent = vi.spyOn(pg.Client.prototype, 'query');
const t = useTestApp();
const secretPassword = 'Audit#Secret-Word-7731';
const dialect = new PgDialect({ casing: 'snake_case' });

/** Reads an owner's profile as the administrator, then sends it back with `change`: the profile read and the answer. */
async function changeProfile(id: number, change: Record<string, unknown>) {
  const profile = (await t.request({ method: 'GET', url: `/api/ownerProfile/${id}`, as: 'admin' })).json();
  const res = await t.request({
    method: 'PUT',
    url: `/api/ownerProfile/${id}`,
    as: 'admin',
    payload: { ...profileUpdate(profile), ...change },
  });
  return { profile, res };
}

/** Appends a rental-side write by the administrator to the trail, as the recorder would record it. */
function appendAdminWrite(action: string, targetType: string, targetId: number) {
  return appendAuditEvent(t.app.services.db, {
    action,
    kind: 'write',
    side: 'rental',
    actorId: t.seed.users.admin,
    actorName: 'admin',
    actorRole: 'admin',
    ip: null,
    targetType,
    targetId,
    details: {},
  });
}

/**
 * The plan of `query` as text, with the named planner methods priced out (`set local enable_… = off`, in a transaction
 * of its own): what it would take if the table were the size where those methods lose.
 */
async function planWithout(
  methods: ('seqscan' | 'sort' | 'bitmapscan')[],
  query: SQLWrapper,
): Promise<string> {
  return t.app.services.db.transaction(async (tx) => {
    for (const method of methods) await tx.execute(sql`set local ${sql.raw(`enable_${method}`)} = off`);
    const explained = (await tx.execute(sql`explain ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** A row as GET /audit answers it. */
type Event = ChainedEvent & { id: number; targetName: string | null };

async function events(
  query: string,
  as: 'superadmin' | 'admin' | 'strataadmin' = 'superadmin',
): Promise<Event[]> {
  const res = await t.request({ method: 'GET', url: `/api/audit?limit=500&${query}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Events written but not yet chained: every one is chained by its transaction's commit, so none are left after it. */
async function pendingEvents(): Promise<number> {
  const result = await t.app.services.db.execute(sql`select count(*)::int as n from audit_pending`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return rows[0]?.n ?? -1;
}

async function rawRows(): Promise<string[]> {
  const result = await t.app.services.db.execute(sql`select a::text as row from audit_events a order by id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { row: string }[];
  return rows.map((r) => r.row);
}

describe('the audit trail', () => {
  it('records a sign-in, and a failed one with its reason and the name tried but no actor', async () => {
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth',
      payload: { username: 'admin', password: demoPassword, portal: 'residential' },
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth',
      payload: { username: 'admin', password: secretPassword, portal: 'residential' },
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth',
      payload: { username: 'nobody.here', password: secretPassword, portal: 'strata' },
    });
    expect(unknown.statusCode).toBe(401);

    const signIns = await events('action=signIn');
    const success = signIns.find((e) => e.kind === 'signIn' && e.actorId === t.seed.users.admin);
    expect(success).toMatchObject({
      actorName: 'admin',
      actorRole: 'admin',
      side: 'rental',
      targetType: 'user',
    });
    expect(success?.ip).toBeTruthy();
    const failures = signIns.filter((e) => e.kind === 'signInFailed');
    expect(failures.find((e) => e.actorName === 'admin')).toMatchObject({
      actorId: null,
      details: { reason: 'wrong password', statusCode: 401 },
    });
    expect(failures.find((e) => e.actorName === 'nobody.here')).toMatchObject({
      actorId: null,
      side: 'strata',
      details: { reason: 'unknown account' },
    });
  });

  it('records a write with its actor, target and the changed fields old and new', async () => {
    const id = t.seed.ownerProfiles.owner;
    const { profile: before, res } = await changeProfile(id, { city: 'Audit City' });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await events(`action=updateOwnerProfile&targetType=ownerProfile&targetId=${id}`);
    expect(event).toMatchObject({
      kind: 'write',
      side: 'rental',
      actorId: t.seed.users.admin,
      actorName: 'admin',
      actorRole: 'admin',
      targetType: 'ownerProfile',
      targetId: id,
      details: { city: { old: before.city, new: 'Audit City' } },
    });
    expect(Object.keys(event?.details ?? {})).toEqual(['city']);

    const created = await t.request({
      method: 'POST',
      url: '/api/property',
      as: 'admin',
      payload: {
        ownerId: id,
        rmNumber: 'AU0001',
        contractType: 'RM',
        address: '1 Audit Street, Burnaby, BC V5H 2E2',
        street: '1 Audit Street',
        city: 'Burnaby',
        province: 'BC',
        postal: 'V5H 2E2',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [create] = await events(`action=createProperty&targetId=${created.json().id}`);
    expect(create).toMatchObject({ targetType: 'property', details: { rmNumber: { new: 'AU0001' } } });
  });

  it("names each entry's record as it is called now: a unit by its number and building, a removed record by nothing", async () => {
    const payload = {
      ownerId: t.seed.ownerProfiles.owner,
      contractType: 'RM',
      address: '2 Named Street, Burnaby, BC V5H 2E2',
      street: '2 Named Street',
      city: 'Burnaby',
      province: 'BC',
      postal: 'V5H 2E2',
    };
    const created = await t.request({
      method: 'POST',
      url: '/api/property',
      as: 'admin',
      payload: { ...payload, rmNumber: 'AN0001' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const propertyId = created.json().id;
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/property/${propertyId}`,
      as: 'admin',
      payload: { ...payload, rmNumber: 'AN0002' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const history = await events(`targetType=property&targetId=${propertyId}`, 'admin');
    expect(history.map((e) => [e.action, e.targetName])).toEqual([
      ['updateProperty', 'AN0002'],
      ['createProperty', 'AN0002'],
    ]);

    const unit = await t.request({
      method: 'GET',
      url: `/api/strataUnit/${t.seed.strataUnits.bcs101}`,
      as: 'strataadmin',
    });
    const building = await t.request({
      method: 'GET',
      url: `/api/strataProperty/${t.seed.strataProperties.bcs}`,
      as: 'strataadmin',
    });
    const [read] = await events(`action=getStrataUnit&targetId=${t.seed.strataUnits.bcs101}`, 'strataadmin');
    expect(read?.targetName).toBe(`${unit.json().unitNumber}, ${building.json().buildingName}`);

    const document = await t.request({
      method: 'POST',
      url: '/api/documents',
      as: 'admin',
      payload: {
        propertyId,
        ownerId: null,
        documentTypeId: t.seed.documentTypes['Tenancy Notice'],
        fileName: 'Named notice.pdf',
        documentDate: '2026-11-01',
      },
    });
    expect(document.statusCode, document.body).toBe(201);
    const documentId = document.json().id;
    const [named] = await events(`targetType=document&targetId=${documentId}`, 'admin');
    expect(named?.targetName).toBe('Named notice.pdf');
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/documents/delete/${documentId}`,
      as: 'admin',
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const afterRemoval = await events(`targetType=document&targetId=${documentId}`, 'admin');
    expect(afterRemoval.map((e) => [e.action, e.targetName])).toEqual([
      ['deleteDocument', null],
      ['createDocument', null],
    ]);

    // The name is read, not recorded: the chain still verifies, and the export has it as a column.
    const check = await t.request({ method: 'GET', url: '/api/audit/verify', as: 'superadmin' });
    expect(check.json()).toMatchObject({ ok: true });
    const csv = await t.request({
      method: 'GET',
      url: `/api/audit?targetType=property&targetId=${propertyId}`,
      as: 'admin',
      headers: { accept: 'text/csv' },
    });
    const [header, first] = csv.body.split('\r\n');
    expect(header?.split(',')).toContain('targetName');
    expect(first).toContain('AN0002');
  });

  it('records nothing for a refused write', async () => {
    const before = await events('action=updateOwnerProfile');
    const res = await t.request({
      method: 'PUT',
      url: `/api/ownerProfile/${t.seed.ownerProfiles.owner}`,
      as: 'admin',
      payload: { name: ' ', address: 'x', city: 'x', postal: 'V5H 2E2', phone: '604-555-0100' },
    });
    expect(res.statusCode).toBe(400);
    expect(await events('action=updateOwnerProfile')).toHaveLength(before.length);
    expect(await pendingEvents()).toBe(0);
  });

  it('records a password change as changed, never its value, and keeps every secret out of every row', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/user?role=Owner&userName=audit.owner',
      as: 'admin',
      payload: { email: 'audit.owner@example.ca', password: secretPassword },
    });
    expect(created.statusCode, created.body).toBe(201);
    const userId = Number(created.json().id ?? created.json());
    const changed = await t.request({
      method: 'PUT',
      url: `/api/user/${t.seed.users.owner2}`,
      as: 'admin',
      payload: { password: `${secretPassword}x` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [event] = await events(`action=updateUser&targetType=user&targetId=${t.seed.users.owner2}`);
    expect(event?.details).toMatchObject({ password: { old: '(secret)', new: '(secret)' } });

    // A staff read of a unit with its PAD: the read is recorded, the banking numbers are not.
    const unit = await t.request({
      method: 'GET',
      url: `/api/strataUnit/${t.seed.strataUnits.bcs101}`,
      as: 'strataadmin',
    });
    expect(unit.statusCode).toBe(200);
    const accountNumber = JSON.stringify(unit.json()).match(/"accountNumber":"(\d+)"/)?.[1];
    expect(accountNumber).toBeTruthy();
    const [read] = await events(`action=getStrataUnit&targetId=${t.seed.strataUnits.bcs101}`);
    expect(read).toMatchObject({ kind: 'read', side: 'strata', details: { read: 'bankingDetails' } });

    const rows = await rawRows();
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row).not.toContain(secretPassword);
      expect(row).not.toContain(demoPassword);
      expect(row).not.toContain(`"${accountNumber}"`);
    }
    expect(userId).toBeGreaterThan(0);
  });

  it('records a CSV export and a staff read of a person document file', async () => {
    const csv = await t.request({
      method: 'GET',
      url: '/api/ownerProfile?limit=5',
      as: 'admin',
      headers: { accept: 'text/csv' },
    });
    expect(csv.statusCode).toBe(200);
    const [exported] = await events('action=listOwnerProfiles');
    expect(exported).toMatchObject({ kind: 'export', side: 'rental', details: { format: 'csv' } });

    const file = await t.request({
      method: 'GET',
      url: `/api/documents/${t.seed.documents.ownerProperty}/file`,
      as: 'admin',
    });
    expect(file.statusCode).toBe(200);
    const [read] = await events(`action=downloadDocumentFile&targetId=${t.seed.documents.ownerProperty}`);
    expect(read).toMatchObject({ kind: 'read', targetType: 'document', details: { read: 'file' } });

    // The owner reading their own document is not a staff read.
    const own = await t.request({
      method: 'GET',
      url: `/api/documents/${t.seed.documents.ownerProperty}/file`,
      as: 'owner',
    });
    expect(own.statusCode).toBe(200);
    expect(
      await events(`action=downloadDocumentFile&targetId=${t.seed.documents.ownerProperty}`),
    ).toHaveLength(1);
  });

  it("offers as the audit page's actions exactly the calls it records, the reads among them marked in the contract", () => {
    const operations = [...contractOperations(t.app.services.contract).values()];
    const recorded = operations.filter(recordedInTrail).map((operation) => operation.operationId);
    expect([...auditedOperationIdValues]).toEqual(recorded.sort());
    // The reads: the staff reads of banking details and of a person's file, and the lists' CSV exports.
    const reads = operations.filter((operation) => operation.method === 'GET' && recordedInTrail(operation));
    expect(
      reads
        .filter((operation) => operation.auditedRead)
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual(['downloadDocumentFile', 'getStrataUnit', 'getStrataUnitDocumentFile']);
    expect(reads.every((operation) => operation.auditedRead || operation.csvColumns !== null)).toBe(true);
    expect(auditedOperationIdValues).not.toContain('getProperty');
    expect(auditedOperationIdValues).toContain('updateProperty');
    // Each with the side whose administrators see its entries, as the server decides it (either: the caller's).
    const sides = Object.fromEntries(
      operations
        .filter(recordedInTrail)
        .map((operation) => [operation.operationId, operationSide(operation) ?? 'either']),
    );
    expect(auditedOperationSides).toEqual(sides);
    expect(auditedOperationSides).toMatchObject({
      updateProperty: 'rental',
      createStrataProperty: 'strata',
      createServiceRequest: 'either',
    });
  });

  it('shows admin the rental side, strataAdmin the strata side and superAdmin both', async () => {
    const strata = await t.request({
      method: 'PUT',
      url: `/api/strataAgent/restore/${t.seed.strataAgents.archived}`,
      as: 'strataadmin',
    });
    expect(strata.statusCode, strata.body).toBe(200);
    const all = await events('');
    expect(new Set(all.map((e) => e.side))).toEqual(new Set(['rental', 'strata']));
    const rental = await events('', 'admin');
    expect(rental.length).toBeGreaterThan(0);
    expect(rental.every((e) => e.side === 'rental')).toBe(true);
    const strataOnly = await events('', 'strataadmin');
    expect(strataOnly.some((e) => e.action === 'restoreStrataAgent')).toBe(true);
    expect(strataOnly.every((e) => e.side === 'strata')).toBe(true);
    for (const as of ['owner', 'unitowner', 'BCS1234'] as const) {
      expect((await t.request({ method: 'GET', url: '/api/audit', as })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/audit/verify', as: 'admin' })).statusCode).toBe(403);
  });

  it("reads a side's page sorted by action, actor or record type in that side's index order", async () => {
    // Sorts priced out: a plan that sorts, or walks a sort's index over every side skipping the other side's events
    // (all the events of the actions sorted before the side's first), shows here.
    for (const column of ['action', 'actor_name', 'target_type']) {
      const plan = await planWithout(
        ['seqscan', 'sort'],
        sql`select id from audit_events where side = 'rental' order by ${sql.identifier(column)} desc, id desc limit 25`,
      );
      expect(plan, plan).toContain(`audit_events_side_${column}_id_idx`);
      expect(plan, plan).not.toContain('Filter');
    }
  });

  it("reads a search's page sorted by action, actor or record type by the search's texts from one index alone", async () => {
    // The page's ids and sort keys come from audit_events_search_text_sort_keys_idx (the texts that contain the
    // search, found by skips over the same index, then their events), so only the page's rows are read from the trail.
    for (const sort of ['action', '-actorName', 'targetType']) {
      const ids = t.app.services.db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(searchCondition(auditColumns, containsPattern('ownerprofile'), true))
        .orderBy(...sortOrder(auditColumns, sort, false, true))
        .limit(25);
      const plan = await planWithout(['seqscan', 'bitmapscan'], ids);
      expect(plan, plan).toMatch(
        /Index Only Scan using audit_events_search_text_sort_keys_idx on audit_events [^\n]*\n\s+Index Cond: \(search_text = ANY/,
      );
      expect(plan, plan).not.toMatch(/ Index Scan using| Seq Scan/);
    }
  });

  it("counts a search by the search's texts, from an index alone, the same count as by its pattern", async () => {
    // The count of GET /audit?q=… (X-Total-Count) is read from the entries of the texts that contain the search, not
    // from every entry matched against the pattern; what readListPage asks the list to count is taken as it is asked.
    for (let n = 0; n < 3; n++) {
      await appendAdminWrite('updateOwnerProfile', 'ownerProfile', t.seed.ownerProfiles.owner);
    }
    // Every side's, and the rental side's (which of the two indexes that lead with a side or a text reads the side's
    // entries is the planner's choice by size, measured in bench:audit).
    const db = t.app.services.db;
    let everySide: SQL | undefined;
    for (const sides of [undefined, ['rental'] as AuditSide[]]) {
      const list = auditEventList(db, auditWhere({ sides }), { appendOnly: false });
      const counted: (SQL | undefined)[] = [];
      const page = await readListPage(
        db,
        { q: 'OwnerProfile', limit: 1 },
        {
          ...list,
          count: (where) => {
            counted.push(where);
            return list.count(where);
          },
        },
      );
      const [where] = counted;
      expect(where && dialect.sqlToQuery(where).sql).toContain('= any(array(with recursive texts');
      const byPattern = await db
        .select({ n: count() })
        .from(auditEvents)
        .where(and(auditWhere({ sides }), searchCondition(auditColumns, containsPattern('ownerprofile'))));
      expect(page.total).toBe(byPattern[0]?.n);
      expect(page.total).toBeGreaterThan(1);
      if (!sides) everySide = where;
    }
    const plan = await planWithout(
      ['seqscan', 'bitmapscan'],
      db.select({ n: count() }).from(auditEvents).where(everySide),
    );
    expect(plan, plan).toMatch(
      /Index Only Scan using audit_events_search_text_sort_keys_idx on audit_events [^\n]*\n\s+Index Cond: \(search_text = ANY/,
    );
    // The pattern is matched against the distinct texts only (`text ~~`), never against each event's.
    expect(plan, plan).not.toMatch(/ Index Scan using| Seq Scan|search_text ~~/);
  });

  it('pages a search sorted by action in the order of the whole trail, its few matches sorted, its many walked', async () => {
    // A few changes to one owner's profile among many other events: theirs are a small share of the trail, so the
    // search is read by its matches and sorted (ListColumns.matchesSortedUnder); a search for "e" matches nearly
    // every event and walks.
    for (const city of ['Sorted One', 'Sorted Two', 'Sorted Three']) {
      expect((await changeProfile(t.seed.ownerProfiles.owner, { city })).res.statusCode).toBe(200);
    }
    for (let n = 0; n < 80; n++) {
      await appendAdminWrite(`${n % 2 ? 'archive' : 'update'}Listing`, 'listing', n + 1);
    }
    const all = await events('sort=action');
    for (const [text, fewMatches] of [
      ['ownerprofile', true],
      ['e', false],
    ] as const) {
      const matching = all.filter((e) =>
        `${e.action} ${e.actorName ?? ''} ${e.targetType ?? ''}`.toLowerCase().includes(text),
      );
      expect(matching.length > 0 && matching.length <= 0.1 * all.length).toBe(fewMatches);
      for (const sort of ['action', '-action']) {
        const expected = (sort === 'action' ? matching : [...matching].reverse()).map((e) => e.id);
        statementsSent.mockClear();
        const paged: number[] = [];
        for (let offset = 0; offset < expected.length + 3; offset += 3) {
          const res = await t.request({
            method: 'GET',
            url: `/api/audit?limit=3&offset=${offset}&sort=${sort}&q=${text}`,
            as: 'superadmin',
          });
          expect(res.statusCode, res.body).toBe(200);
          expect(Number(res.headers['x-total-count'])).toBe(expected.length);
          paged.push(...res.json().map((e: Event) => e.id));
        }
        expect(paged).toEqual(expected);
        if (usePostgres) {
          const sorted = statementsSent.mock.calls.some(([config]) =>
            String(typeof config === 'string' ? config : (config as { text?: string }).text).includes(
              'coalesce("audit_events"."action"',
            ),
          );
          expect(sorted).toBe(fewMatches);
        }
      }
    }
  });

  it('pages, filters and exports like every list', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/audit?limit=2&sort=-createdAt',
      as: 'superadmin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(2);
    const searched = await events('q=ownerprofile');
    expect(searched.length).toBeGreaterThan(0);
    expect(
      searched.every((e) =>
        `${e.action} ${e.actorName} ${e.targetType}`.toLowerCase().includes('ownerprofile'),
      ),
    ).toBe(true);
    const future = await events(`from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`);
    expect(future).toHaveLength(0);
    const byActor = await events(`actorId=${t.seed.users.strataadmin}`);
    expect(byActor.every((e) => e.actorId === t.seed.users.strataadmin)).toBe(true);
    const csv = await t.request({
      method: 'GET',
      url: '/api/audit?limit=10',
      as: 'superadmin',
      headers: { accept: 'text/csv' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toContain('action');
  });

  it("lists an owner's own activity: their sign-ins and staff changes to their profile", async () => {
    const res = await t.request({ method: 'GET', url: '/api/account/activity?limit=100', as: 'owner' });
    expect(res.statusCode).toBe(200);
    const mine: Event[] = res.json();
    const staffChange = mine.find((e) => e.action === 'updateOwnerProfile' && e.actorName === 'admin');
    expect(staffChange).toBeDefined();
    const ownSignIn = mine.find((e) => e.kind === 'signIn' && e.actorId === t.seed.users.owner);
    expect(ownSignIn).toBeDefined();
    // Where staff work from is not the owner's to know; where the owner signed in from is.
    expect(staffChange?.ip).toBeNull();
    expect(ownSignIn?.ip).toBe('127.0.0.1');
    const [onTrail] = await events(`action=updateOwnerProfile&actorId=${t.seed.users.admin}`);
    expect(onTrail?.ip).toBe('127.0.0.1');
    expect(mine.some((e) => e.action === 'restoreStrataAgent')).toBe(false);
    // owner2's password was changed by admin: owner2 signs in with the new one and sees that change.
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth',
      payload: { username: 'owner2', password: `${secretPassword}x`, portal: 'residential' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/account/activity?limit=100',
      headers: { authorization: `Bearer ${signIn.json().token}` },
    });
    const theirs: Event[] = other.json();
    expect(theirs.some((e) => e.action === 'updateUser' && e.targetId === t.seed.users.owner2)).toBe(true);
    expect(theirs.some((e) => e.action === 'updateOwnerProfile')).toBe(false);
  });

  it('records a sign-out as a write about the account', async () => {
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth',
      payload: { username: 'owner', password: demoPassword, portal: 'residential' },
    });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${signIn.json().token}` },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    const [event] = await events(`action=signOut&actorId=${t.seed.users.owner}`);
    expect(event).toMatchObject({ kind: 'write', targetType: 'user', targetId: t.seed.users.owner });
  });

  it('keeps one valid chain when writes arrive together', async () => {
    const id = t.seed.ownerProfiles.owner2;
    const profile = (await t.request({ method: 'GET', url: `/api/ownerProfile/${id}`, as: 'admin' })).json();
    await t.loginAs('admin');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        t.request({
          method: 'PUT',
          url: `/api/ownerProfile/${id}`,
          as: 'admin',
          payload: { ...profileUpdate(profile), address: `${n} Together Road` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const check = await t.request({ method: 'GET', url: '/api/audit/verify', as: 'superadmin' });
    expect(check.json()).toMatchObject({ ok: true, firstBrokenId: null });
    expect(check.json().events).toBe((await rawRows()).length);
    // Chained as each write committed: nothing is left waiting, and the twelve addresses are all in the chain.
    expect(await pendingEvents()).toBe(0);
    const changes = await events('action=updateOwnerProfile');
    const addresses = changes.map((e) => (e.details as { address?: { new?: string } }).address?.new);
    for (let n = 0; n < 12; n++) expect(addresses).toContain(`${n} Together Road`);
    const ordered = await events('sort=createdAt');
    const byId = [...ordered].sort((a, b) => a.id - b.id);
    for (let i = 1; i < byId.length; i++) expect(byId[i]?.prevHash).toBe(byId[i - 1]?.hash);
  });

  it('keeps every character of what a write sent: quotes, backslashes, accents and emoji', async () => {
    const id = t.seed.ownerProfiles.owner2;
    const name = `Siobhán O'Brien-D'Arcy \\ "Ŋ" ; commit; -- 🏠`;
    const { profile, res } = await changeProfile(id, { name });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await events(`action=updateOwnerProfile&targetId=${id}&sort=-createdAt`);
    expect(event?.details).toMatchObject({ name: { old: profile.name, new: name } });
    const check = await t.request({ method: 'GET', url: '/api/audit/verify', as: 'superadmin' });
    expect(check.json()).toMatchObject({ ok: true, firstBrokenId: null });
  });

  it.runIf(usePostgres)("sends a write's event in the same message as its COMMIT", async () => {
    const id = t.seed.ownerProfiles.owner;
    await t.loginAs('admin');
    statementsSent.mockClear();
    const { res } = await changeProfile(id, { city: 'Commit City' });
    expect(res.statusCode, res.body).toBe(200);
    const texts = statementsSent.mock.calls.map(([config]) =>
      typeof config === 'string' ? config : String((config as { text?: string }).text),
    );
    const last = texts.at(-1) ?? '';
    // Appended to the chain in that message: nothing goes through audit_pending.
    expect(last).toMatch(/^select audit_append\(.*;\ncommit$/s);
    expect(texts.filter((text) => /^\s*commit\s*$/i.test(text))).toEqual([]);
    expect(texts.filter((text) => text.includes('audit_append'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('audit_pending'))).toEqual([]);
    expect(await pendingEvents()).toBe(0);
    const check = await t.request({ method: 'GET', url: '/api/audit/verify', as: 'superadmin' });
    expect(check.json()).toMatchObject({ ok: true, firstBrokenId: null });
  });

  it('refuses a direct UPDATE, DELETE or TRUNCATE of the table', async () => {
    const { db } = t.app.services;
    await expect(db.execute(sql`update audit_events set actor_name = 'someone else'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const check = await t.request({ method: 'GET', url: '/api/audit/verify', as: 'superadmin' });
    expect(check.json()).toMatchObject({ ok: true });
  });

  it('finds the first entry changed behind the trigger', async () => {
    const { db } = t.app.services;
    const [second] = (await events('sort=createdAt')).slice(1);
    await db.execute(sql`alter table audit_events disable trigger audit_events_append_only_rows`);
    await db.execute(sql`update audit_events set actor_name = 'someone else' where id = ${second?.id}`);
    await db.execute(sql`alter table audit_events enable trigger audit_events_append_only_rows`);
    const check = await t.request({ method: 'GET', url: '/api/audit/verify', as: 'superadmin' });
    expect(check.json()).toMatchObject({ ok: false, firstBrokenId: second?.id });
  });
});
