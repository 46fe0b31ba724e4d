// Authorization from the contract, before every handler:
//   anonymous on a non-public operation → 401; a role not in `x-roles` → 403 (both before the body is read);
//   an `x-owner` rule that fails → 404 (after validation, since the id may come from the body); an optional rule
//   passes a request that does not send the value.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ownerRules } from '../auth/owner-rules.ts';
import type { OwnerRule } from '../contract.ts';
import { forbidden, messages, notFound, unauthorized } from '../http/errors.ts';

/** The value an `x-owner` rule names (`path.id`, `query.email`, `body.user.id`), as a string, or undefined. */
export function ownerRuleValue(request: FastifyRequest, rule: OwnerRule): string | undefined {
  const roots: Record<OwnerRule['source'], unknown> = {
    path: request.params,
    query: request.query,
    body: request.body,
  };
  let value: unknown = roots[rule.source];
  for (const key of rule.key) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

export const authorizationPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app.services;

    app.addHook('onRequest', async (request) => {
      const operation = request.routeOptions.config.operation;
      if (!operation || operation.isPublic) return;
      if (!request.user) {
        throw unauthorized(
          request.authProblem === 'expired' ? messages.sessionExpired : messages.unauthorized,
        );
      }
      if (!operation.roles.includes(request.user.role)) throw forbidden();
    });

    app.addHook('preHandler', async (request) => {
      const operation = request.routeOptions.config.operation;
      const user = request.user;
      if (!operation || !user) return;
      const rule = operation.owner[user.role];
      if (!rule) return;
      const value = ownerRuleValue(request, rule);
      if (value === undefined && rule.optional) return;
      if (value === undefined || !(await ownerRules[rule.rule](db, user, value))) throw notFound();
    });
  },
  { name: 'portal-authorization', dependencies: ['portal-auth'] },
);
