// What a unit user no longer reaches, on PGlite and PostgreSQL: a seller (now Past Owner, role 2) after the sale keeps
// neither the unit nor its building, documents and staff; and every operation a unit user may call on a unit (reads,
// payments, PADs, forms), generated from the contract's x-owner rules, answers 404 for an archived unit or building,
// exactly as for a unit that does not exist.

import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { strataUnitUsers } from '../src/db/schema.ts';
import { operations, shapes } from './fixtures/authorization-cases.ts';
import { buildRequest } from './fixtures/contract-requests.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const missingId = 2147483647;

/** The operations whose unit-owner rule reads a unit id, with where it reads it. */
const unitOperations = operations.flatMap((operation) => {
  const rule = operation.owner.strataUnitOwner;
  if (!rule || (rule.rule !== 'strataUnit' && rule.rule !== 'strataUnitPrimary')) return [];
  return [{ operation, source: rule.source, key: rule.key.join('.') }];
});

async function asUnitOwner2(which: (typeof unitOperations)[number], unitId: number) {
  const shape = shapes.get(which.operation.operationId);
  if (!shape) throw new Error(`no shape for ${which.operation.operationId}`);
  const input =
    which.source === 'body' ? { body: { [which.key]: unitId } } : { params: { [which.key]: unitId } };
  const request = buildRequest(shape, input);
  return t.request({
    method: request.method as NonNullable<InjectOptions['method']>,
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    as: 'unitowner2',
  });
}

describe('a unit user whose role ended', () => {
  it('a seller turned Past Owner reads neither the unit nor its building, documents or staff', async () => {
    const { seed } = t;
    const unit = seed.strataUnits.eps305;
    const building = seed.strataProperties.eps;
    const reads = [
      `/api/strataUnit/${unit}`,
      `/api/strataProperty/${building}`,
      `/api/strataDocuments/property/${building}`,
      `/api/strataPropertyStaff/property/${building}`,
    ];
    for (const url of reads) {
      expect((await t.request({ method: 'GET', url, as: 'unitowner2' })).statusCode, url).toBe(200);
    }
    const link = and(
      eq(strataUnitUsers.strataUnitId, unit),
      eq(strataUnitUsers.userId, seed.users.unitowner2),
    );
    await t.app.services.db.update(strataUnitUsers).set({ strataUnitRole: 2 }).where(link);
    try {
      for (const url of reads) {
        const res = await t.request({ method: 'GET', url, as: 'unitowner2' });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
        expect(res.body).not.toContain('sophie.nguyen');
      }
      const units = await t.request({
        method: 'GET',
        url: `/api/strataUnitUser/strataUnits/${seed.users.unitowner2}`,
        as: 'unitowner2',
      });
      expect((units.json() as { strataUnitId: number }[]).map((u) => u.strataUnitId)).not.toContain(unit);
      // The strata administrator still sees the past role on the person's units.
      const asAdmin = await t.request({
        method: 'GET',
        url: `/api/strataUnitUser/strataUnits/${seed.users.unitowner2}`,
        as: 'strataadmin',
      });
      expect(asAdmin.json()).toContainEqual(
        expect.objectContaining({ strataUnitId: unit, strataUnitRole: 2 }),
      );
    } finally {
      await t.app.services.db.update(strataUnitUsers).set({ strataUnitRole: 0 }).where(link);
    }
  });

  it('covers the unit operations of the contract', () => {
    const ids = unitOperations.map((o) => o.operation.operationId);
    for (const id of ['getStrataUnit', 'createPreAuthorizedDebit', 'createMonthlyPayment', 'createPadForm']) {
      expect(ids).toContain(id);
    }
  });

  for (const [what, archive, restore] of [
    ['unit', 'strataUnit/archive', 'strataUnit/restore'],
    ['building', 'strataProperty/archive', 'strataProperty/restore'],
  ] as const) {
    it(`answers 404 to every unit operation on a unit of an archived ${what}, as for no unit`, async () => {
      const unit = t.seed.strataUnits.eps305;
      const id = what === 'unit' ? unit : t.seed.strataProperties.eps;
      const archived = await t.request({ method: 'PUT', url: `/api/${archive}/${id}`, as: 'strataadmin' });
      expect(archived.statusCode, archived.body).toBeLessThan(300);
      try {
        for (const which of unitOperations) {
          const res = await asUnitOwner2(which, unit);
          const missing = await asUnitOwner2(which, missingId);
          expect(res.statusCode, `${which.operation.operationId}: ${res.body}`).toBe(404);
          expect(res.json()).toEqual(missing.json());
        }
      } finally {
        const restored = await t.request({ method: 'PUT', url: `/api/${restore}/${id}`, as: 'strataadmin' });
        expect(restored.statusCode, restored.body).toBeLessThan(300);
      }
    });
  }
});
