// The contract's `x-allowed` rules, generated like the authorization matrix: for every operation and role with a
// rule, each value of the field's schema that the rule does not give the role is answered 403 with the rule's
// message, and each value it gives is let through (the caller's own record, so the answer is the real one).
// A rule added to the contract is tested here without editing this file.
import { describe, expect, it } from 'vitest';
import {
  contractOperations,
  type JsonObject,
  loadContract,
  type OwnerRuleName,
  type SessionRole,
  type ValueRule,
} from '../src/contract.ts';
import type { SeedResult } from '../src/seed.ts';
import { buildRequest, isObject, operationShape, type RequestInput } from './fixtures/contract-requests.ts';
import { accountOfRole, useTestApp } from './helpers/test-app.ts';

const contract = loadContract();
const operations = [...contractOperations(contract).values()];

/** The caller's own record for the operation's x-owner rule, so an allowed value reaches the real answer. */
const ownRecord: Partial<Record<OwnerRuleName, (seed: SeedResult, role: SessionRole) => number>> = {
  strataProperty: (seed) => seed.strataProperties.bcs,
  strataUnitPrimary: (seed) => seed.strataUnits.bcs101,
  serviceRequest: (seed, role) =>
    role === 'owner' ? seed.serviceRequests.ownerRental : seed.serviceRequests.bcs101,
};

/** Every value the field's schema admits (an enum, a boolean, an array of an enum). */
function schemaValues(schema: unknown): string[] {
  if (!isObject(schema)) return [];
  if (Array.isArray(schema.enum)) return schema.enum.map(String);
  if (schema.type === 'boolean') return ['true', 'false'];
  if (schema.type === 'array') return schemaValues(schema.items);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const parts = schema[key];
    if (Array.isArray(parts)) {
      const values = parts.flatMap(schemaValues);
      if (values.length > 0) return values;
    }
  }
  return [];
}

interface ValueCase {
  name: string;
  operationId: string;
  role: SessionRole;
  rule: ValueRule;
  value: string;
  refused: boolean;
  fieldSchema: unknown;
}

const cases: ValueCase[] = [];
for (const operation of operations) {
  const shape = operationShape(contract, operation);
  for (const [role, rule] of Object.entries(operation.allowed) as [SessionRole, ValueRule][]) {
    const [field] = rule.key;
    const fieldSchema =
      rule.source === 'body'
        ? (shape.jsonBody?.properties as JsonObject | undefined)?.[field ?? '']
        : shape.parameters.find((p) => p.in === rule.source && p.name === field)?.schema;
    for (const value of schemaValues(fieldSchema)) {
      const refused = !rule.values.includes(value);
      cases.push({
        name: `${operation.operationId} as ${role}: ${rule.source}.${rule.key.join('.')}=${value} → ${refused ? '403' : 'let through'}`,
        operationId: operation.operationId,
        role,
        rule,
        value,
        refused,
        fieldSchema,
      });
    }
  }
}

const t = useTestApp();

describe('x-allowed rules', () => {
  it('every rule names a field whose schema lists its values, and refuses at least one of them', () => {
    const rules = operations.flatMap((op) =>
      Object.keys(op.allowed).map((role) => `${op.operationId} ${role}`),
    );
    expect(rules.length).toBeGreaterThanOrEqual(8);
    for (const rule of rules) {
      const mine = cases.filter((c) => `${c.operationId} ${c.role}` === rule);
      expect(
        mine.some((c) => c.refused),
        `${rule}: no refused value`,
      ).toBe(true);
      expect(
        mine.some((c) => !c.refused),
        `${rule}: no allowed value`,
      ).toBe(true);
    }
  });

  for (const c of cases)
    it(c.name, async () => {
      const operation = operations.find((op) => op.operationId === c.operationId);
      if (!operation) throw new Error(c.operationId);
      const shape = operationShape(contract, operation);
      const input: RequestInput = {};
      const [field] = c.rule.key;
      if (!field) throw new Error(c.name);
      const sent = isObject(c.fieldSchema) && c.fieldSchema.type === 'boolean' ? c.value === 'true' : c.value;
      if (c.rule.source === 'body') input.body = { [field]: sent };
      else input.params = { [field]: String(sent) };
      const ownerRule = operation.owner[c.role];
      const own = ownerRule && ownRecord[ownerRule.rule];
      if (ownerRule && own)
        input.params = { ...input.params, [ownerRule.key.join('.')]: own(t.seed, c.role) };
      const request = buildRequest(shape, input);
      const res = await t.request({
        method: request.method as 'GET' | 'POST',
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        as: accountOfRole[c.role],
      });
      if (c.refused) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toBe(c.rule.message.replaceAll('{value}', c.value));
      } else {
        expect([200, 201], res.body).toContain(res.statusCode);
      }
    });
});
