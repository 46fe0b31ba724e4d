import { describe, expect, it } from 'vitest';
import { ownerRuleNames } from '../src/contract.ts';
import { loadContract, operationsOf, type Response } from './contract.ts';

const RULES: readonly string[] = ownerRuleNames;

describe('contract rules every operation follows', () => {
  const contract = loadContract();
  // The session roles are the contract's own SessionRole enum; x-roles and x-owner name only those.
  const ROLES = (contract.components?.schemas?.SessionRole as { enum?: string[] } | undefined)?.enum ?? [];
  // The bundle keeps shared responses as `$ref: '#/components/responses/<Name>'`.
  const resolveResponse = (response: Response | undefined): Response | undefined => {
    const ref = response?.$ref;
    if (!ref?.startsWith('#/components/responses/')) return response;
    return contract.components?.responses?.[ref.slice('#/components/responses/'.length)] as
      | Response
      | undefined;
  };
  const ops = operationsOf(contract);
  const name = (op: { method: string; path: string; operationId?: string }) =>
    `${op.operationId ?? '?'} (${op.method.toUpperCase()} ${op.path})`;

  it('has a unique operationId on every operation', () => {
    expect(ops.filter((op) => !op.operationId).map(name)).toEqual([]);
    const ids = ops.map((op) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('names the six session roles in SessionRole, which the signed-in user carries', () => {
    expect(ROLES).toEqual([
      'admin',
      'superAdmin',
      'owner',
      'strataAdmin',
      'propertyAdmin',
      'strataUnitOwner',
    ]);
    const sessionUser = contract.components?.schemas?.SessionUser as {
      required?: string[];
      properties?: Record<string, { $ref?: string }>;
    };
    expect(sessionUser.required).toContain('sessionRole');
    expect(sessionUser.properties?.sessionRole?.$ref).toBe('#/components/schemas/SessionRole');
  });

  it('says who may call every operation with x-roles', () => {
    const bad = ops.filter((op) => {
      const roles = op['x-roles'];
      if (!Array.isArray(roles) || roles.length === 0) return true;
      if (roles.includes('public'))
        return roles.length !== 1 || !Array.isArray(op.security) || op.security.length !== 0;
      return (
        roles.some((r) => !ROLES.includes(r)) || (Array.isArray(op.security) && op.security.length === 0)
      );
    });
    expect(bad.map(name)).toEqual([]);
  });

  it('uses only known x-owner rules, for roles the operation allows, reading ids from real parameters', () => {
    const problems: string[] = [];
    for (const op of ops) {
      for (const [role, rule] of Object.entries(op['x-owner'] ?? {})) {
        if (!op['x-roles']?.includes(role)) problems.push(`${name(op)}: x-owner for ${role}, not in x-roles`);
        if (!RULES.includes(rule.rule)) problems.push(`${name(op)}: unknown rule ${rule.rule}`);
        const [where, field] = rule.from.split('.');
        if (where === 'path' || where === 'query') {
          if (!op.parameters?.some((p) => p.in === where && p.name === field)) {
            problems.push(`${name(op)}: ${rule.from} is not a parameter`);
          }
        } else if (where !== 'body' || !field) {
          problems.push(`${name(op)}: bad source ${rule.from}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses x-allowed only for roles the operation allows, on real fields, with a message and a 403', () => {
    const problems: string[] = [];
    for (const op of ops) {
      for (const [role, rule] of Object.entries(op['x-allowed'] ?? {})) {
        if (!op['x-roles']?.includes(role))
          problems.push(`${name(op)}: x-allowed for ${role}, not in x-roles`);
        if (!Array.isArray(rule.values) || rule.values.length === 0) problems.push(`${name(op)}: no values`);
        if (typeof rule.message !== 'string' || rule.message === '') problems.push(`${name(op)}: no message`);
        const [where, field] = rule.from.split('.');
        if (
          (where === 'path' || where === 'query') &&
          !op.parameters?.some((p) => p.in === where && p.name === field)
        )
          problems.push(`${name(op)}: ${rule.from} is not a parameter`);
        else if (where !== 'path' && where !== 'query' && (where !== 'body' || !field))
          problems.push(`${name(op)}: bad source ${rule.from}`);
        if (!op.responses?.['403']) problems.push(`${name(op)}: x-allowed without a 403`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every 4xx with the one Error shape (ImportOwnersError extends it)', () => {
    const problems: string[] = [];
    for (const op of ops) {
      const codes = Object.keys(op.responses ?? {});
      if (!codes.some((c) => /^2\d\d$/.test(c))) problems.push(`${name(op)}: no success response`);
      if (!op['x-roles']?.includes('public') && !(codes.includes('401') && codes.includes('403'))) {
        problems.push(`${name(op)}: no 401/403`);
      }
      for (const code of codes.filter((c) => c.startsWith('4'))) {
        const ref = resolveResponse(op.responses?.[code])?.content?.['application/json']?.schema?.$ref ?? '';
        if (!/\/(Error|ImportOwnersError)$/.test(ref))
          problems.push(`${name(op)}: ${code} uses ${ref || 'no schema'}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares every status the server can answer, each in the Error shape', () => {
    // The server answers 400 to any request (bad ids, NUL in any text, malformed bodies) and 503 when the database
    // does not answer; 401/403 to any caller of a non-public operation; 404 and 414 (a path value over the length
    // limit) where the path has values or an x-owner rule; 409, 413 and 415 to any write (a constraint clash, a body
    // over the limit, another media type); 429 on public operations (rate limited per address).
    const problems: string[] = [];
    for (const op of ops) {
      const codes = Object.keys(op.responses ?? {});
      const isPublic = op['x-roles']?.includes('public') ?? false;
      const need = ['400', '503'];
      if (!isPublic) need.push('401', '403');
      if (op.path.includes('{') || op['x-owner']) need.push('404', '414');
      if (op.method !== 'get') need.push('409', '413', '415');
      if (isPublic) need.push('429');
      for (const code of need) if (!codes.includes(code)) problems.push(`${name(op)}: no ${code}`);
      for (const code of codes.filter((c) => /^[45]/.test(c))) {
        const ref = resolveResponse(op.responses?.[code])?.content?.['application/json']?.schema?.$ref ?? '';
        // The probes (/health, /ready) answer their own status shape, which load balancers read.
        if (!/\/(Error|ImportOwnersError|Health|Readiness)$/.test(ref))
          problems.push(`${name(op)}: ${code} uses ${ref || 'no schema'}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('tags the operations beyond the specification as extension', () => {
    const extensionPaths = ['/health', '/geocoder/search', '/dev/mailbox', '/importOwners/template'];
    const untagged = ops
      .filter(
        (op) => extensionPaths.includes(op.path) || op.path.includes('/forms/') || op.path.includes('/file/'),
      )
      .filter((op) => !op.tags?.includes('extension'));
    expect(untagged.map(name)).toEqual([]);
  });
});
