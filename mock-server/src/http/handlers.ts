// How an operation's handler is written: one function keyed by operationId in src/services/<domain>.ts.
//
//   export const handlers = defineHandlers({
//     async getProperty({ params, db, user }) {
//       const [row] = await db.select().from(properties).where(eq(properties.id, params.id));
//       if (!row) throw notFound();
//       return row; // serialized by the contract's 200 schema (undeclared fields are dropped)
//     },
//   });
//
// Authentication (401), roles (403) and `x-owner` rules (404) have run before the handler. Return the 2xx body
// (set another status with `reply.code(201)`), return nothing for 204, or throw an HttpError (src/errors.ts).
// To stream a file, `return sendStoredFile(ctx, …)`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContractOperation } from '../contract.ts';
import type { AppServices, SessionUser } from './context.ts';
import type { JsonBody, OperationId, PathParams, QueryParams, SuccessBody } from './operation-types.ts';

interface BaseContext extends AppServices {
  /** The signed-in caller; reading it on an anonymous request throws 401 (only public operations see that). */
  readonly user: SessionUser;
  /** The caller when signed in, else null: for public operations. */
  readonly maybeUser: SessionUser | null;
  operation: ContractOperation;
  request: FastifyRequest;
  reply: FastifyReply;
  /** What the operation's `prepare` gave (HandlerSpec), or undefined when it has none or it did not run. */
  readonly prepared?: unknown;
}

export interface HandlerContext<Id extends OperationId = OperationId> extends BaseContext {
  params: PathParams<Id>;
  query: QueryParams<Id>;
  body: JsonBody<Id>;
}

export type HandlerResult<Id extends OperationId> = SuccessBody<Id> | FastifyReply | undefined;

export type Handler<Id extends OperationId = OperationId> = (
  ctx: HandlerContext<Id>,
) => Promise<HandlerResult<Id>> | HandlerResult<Id>;

export interface HandlerOptions {
  /**
   * Rate limiting beyond the default (public operations: per address, options.rateLimits.public a minute).
   * `strict` uses options.rateLimits.strict; `key` (default: the address) may add e.g. the account; 429 says
   * `message`.
   */
  rateLimit?: {
    key?: (request: FastifyRequest) => string;
    message?: string;
    strict?: boolean;
  };
}

export type HandlerSpec<Id extends OperationId = OperationId> =
  | Handler<Id>
  | ({
      handler: Handler<Id>;
      /**
       * Work done before the handler and outside the write's transaction (audit/recorder.ts opens one around every
       * write): slow work that reads no database, such as hashing a password (argon2, about 20 ms of a core), so the
       * transaction, and on PGlite the database's one session, is not held while it runs. The handler reads its
       * result as `prepared`; a refusal it throws answers before anything is written.
       */
      prepare?: (ctx: HandlerContext<Id>) => Promise<unknown>;
    } & HandlerOptions);

export type HandlerMap = { [Id in OperationId]?: HandlerSpec<Id> };

/** Declares a domain's handlers; the object's keys are operationIds of the contract. */
export function defineHandlers(handlers: HandlerMap): HandlerMap {
  return handlers;
}

/** A handler as code that knows the operationId only at run time sees it (the router, the registry, tests). */
export interface RuntimeContext extends BaseContext {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}
export type RuntimeHandler = (ctx: RuntimeContext) => unknown;
export type RuntimeHandlerSpec =
  | RuntimeHandler
  | ({ handler: RuntimeHandler; prepare?: (ctx: RuntimeContext) => Promise<unknown> } & HandlerOptions);
export type RuntimeHandlerMap = Record<string, RuntimeHandlerSpec | undefined>;

// The one place typed handlers meet operationIds known at run time; each handler still gets the context its
// operation declares, because the router builds it from the validated request of that very operation.
export const asRuntimeHandlers = (handlers: HandlerMap): RuntimeHandlerMap =>
  handlers as unknown as RuntimeHandlerMap;
export const fromRuntimeHandlers = (handlers: RuntimeHandlerMap): HandlerMap =>
  handlers as unknown as HandlerMap;
