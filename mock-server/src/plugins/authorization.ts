// Authorization from the contract, before every handler:
//   anonymous on a non-public operation → 401; a role not in `x-roles` → 403 (both before the body is read);
//   a value that an `x-allowed` rule does not give the role → 403 with the rule's message (after validation);
//   an `x-owner` rule that fails → 404 (after validation, since the id may come from the body); an optional rule
//   passes a request that does not send the value.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ownerRules } from '../auth/owner-rules.ts';
import type { OwnerRule, ValueRule } from '../contract.ts';
import { forbidden, messages, notFound, unauthorized } from '../errors.ts';
import { mfaMessages } from '../services/second-factors.ts';

/** What a rule's `from` names (`path.id`, `query.rolesList`, `body.user.id`) in the request, or undefined. */
function fieldValue(request: FastifyRequest, rule: Pick<OwnerRule, 'source' | 'key'>): unknown {
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
  return value;
}

/** The value an `x-owner` rule names (`path.id`, `query.email`, `body.user.id`), as a string, or undefined. */
export function ownerRuleValue(request: FastifyRequest, rule: OwnerRule): string | undefined {
  const value = fieldValue(request, rule);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The first value sent that an `x-allowed` rule does not allow the caller's role (an array is checked item by item). */
export function refusedValue(request: FastifyRequest, rule: ValueRule): string | undefined {
  const value = fieldValue(request, rule);
  if (value === undefined) return undefined;
  return [value]
    .flat()
    .map(String)
    .find((item) => !rule.values.includes(item));
}

export const authorizationPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app.services;

    app.addHook('onRequest', async (request) => {
      const operation = request.routeOptions.config.operation;
      if (!operation || operation.isPublic) return;
      if (!request.user) {
        throw unauthorized(
          request.authProblem === 'expired'
            ? messages.sessionExpired
            : request.authProblem === 'ended'
              ? messages.sessionEnded
              : messages.unauthorized,
        );
      }
      if (!operation.roles.includes(request.user.role)) throw forbidden();
      // An enrolment token reaches only the enrolment operations (x-enrolment).
      if (request.user.enrolmentOnly && !operation.enrolment) throw forbidden(mfaMessages.enrolFirst);
    });

    app.addHook('preHandler', async (request) => {
      const operation = request.routeOptions.config.operation;
      const user = request.user;
      if (!operation || !user) return;
      const allowed = operation.allowed[user.role];
      const refused = allowed ? refusedValue(request, allowed) : undefined;
      if (allowed && refused !== undefined) throw forbidden(allowed.message.replaceAll('{value}', refused));
      const rule = operation.owner[user.role];
      if (!rule) return;
      const value = ownerRuleValue(request, rule);
      if (value === undefined && rule.optional) return;
      if (value === undefined || !(await ownerRules[rule.rule](db, user, value))) throw notFound();
    });
  },
  { name: 'portal-authorization', dependencies: ['portal-auth'] },
);
