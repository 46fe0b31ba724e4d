// Routes from the contract (fastify-openapi-glue) under /api, each answered by the handler registered for its
// operationId in src/services/, or 501 while there is none.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import { type AuditedHandlerOptions, auditedHandler } from '../audit/recorder.ts';
import { apiPrefix, type ContractOperation, contractOperations, refSiblingsAsAllOf } from '../contract.ts';
import { badRequest, HttpError, messages, unauthorized, unsupportedMediaType } from '../errors.ts';
import type { AppServices } from '../http/context.ts';
import {
  asRuntimeHandlers,
  type HandlerMap,
  type RuntimeContext,
  type RuntimeHandler,
  type RuntimeHandlerSpec,
} from '../http/handlers.ts';
import { canonicalInteger, unstorableTextField, unstorableTextMessage } from '../http/validation.ts';

/**
 * A handler's context: the request's own fields, with the services on its prototype (`withServices`), so a request
 * neither copies the services nor defines its accessors again (an object literal spreading them, with two getters,
 * was 4 % of the server's time on reads by id).
 */
class RequestContext {
  constructor(
    readonly params: Record<string, unknown>,
    readonly query: Record<string, unknown>,
    readonly body: unknown,
    readonly operation: ContractOperation,
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
  ) {}
  prepared: unknown = undefined;
  get user() {
    if (!this.request.user) throw unauthorized();
    return this.request.user;
  }
  get maybeUser() {
    return this.request.user;
  }
}

/** The context's class with the services on its prototype: a handler reads them as the context's own fields. */
function withServices(services: AppServices): typeof RequestContext {
  const Context = class extends RequestContext {};
  Object.assign(Context.prototype, services);
  return Context;
}

const handlerOf = (spec: RuntimeHandlerSpec | undefined): RuntimeHandler | undefined =>
  spec === undefined ? undefined : typeof spec === 'function' ? spec : spec.handler;

function routeHandler(
  operation: ContractOperation,
  spec: RuntimeHandlerSpec | undefined,
  Context: typeof RequestContext,
  audit: Omit<AuditedHandlerOptions, 'handler'>,
) {
  if (!spec) {
    return async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(501).send({ message: `${operation.operationId} is not implemented yet.`, statusCode: 501 });
  }
  const handler = auditedHandler({ ...audit, handler: typeof spec === 'function' ? spec : spec.handler });
  const prepare = typeof spec === 'function' ? undefined : spec.prepare;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const context = new Context(
      (request.params ?? {}) as Record<string, unknown>,
      (request.query ?? {}) as Record<string, unknown>,
      request.body,
      operation,
      request,
      reply,
    );
    // Before the handler, so before a write's transaction opens (auditedHandler).
    if (prepare) context.prepared = await prepare(context as unknown as RuntimeContext);
    const result = await handler(context as unknown as RuntimeContext);
    if (result === reply || reply.sent) return reply;
    if (result === undefined) return reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send();
    return result;
  };
}

function mediaType(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/** The names of a parameter schema's integer properties. */
function integerProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  return Object.entries(properties ?? {})
    .filter(([, property]) => property?.type === 'integer')
    .map(([name]) => name);
}

/**
 * Before the schemas coerce them: ids and numbers in the path and query are canonical integers (`6`, never `06`,
 * `6e0`, `0x6`, `+6` or ` 6`), and no text of the path, query or parsed body holds NUL or a lone surrogate.
 */
function checkParameters(request: FastifyRequest): void {
  const { integerParams } = request.routeOptions.config;
  const parts = [
    ['params', request.params, integerParams?.params ?? []],
    ['querystring', request.query, integerParams?.querystring ?? []],
  ] as const;
  for (const [, values, integers] of parts) {
    const record = (values ?? {}) as Record<string, unknown>;
    for (const name of integers) {
      const value = record[name];
      const texts = Array.isArray(value) ? value : value === undefined ? [] : [value];
      if (texts.some((text) => typeof text !== 'string' || !canonicalInteger.test(text))) {
        throw badRequest(`${name} must be a whole number written in digits (such as 6).`, name);
      }
    }
    const field = unstorableTextField(record);
    if (field !== undefined) throw badRequest(unstorableTextMessage(field), field);
  }
  const field = unstorableTextField(request.body);
  if (field !== undefined) throw badRequest(unstorableTextMessage(field), field);
}

export interface RoutesOptions {
  handlers: HandlerMap;
}

export const routesPlugin = fp<RoutesOptions>(
  async (app: FastifyInstance, options) => {
    const handlers = asRuntimeHandlers(options.handlers);
    const { services } = app;
    const operations = contractOperations(services.contract);
    app.unknownHandlers = Object.keys(handlers).filter((id) => !operations.has(id));
    if (app.unknownHandlers.length > 0) {
      app.log.warn(`Handlers for operations the contract does not have: ${app.unknownHandlers.join(', ')}`);
    }

    // A multipart body is a stream the handler reads with readUpload(), which validates the form's other fields;
    // fastify must not validate it as a parsed body.
    app.addHook('onRoute', (route) => {
      if (!route.config?.operation) return;
      route.config.integerParams = {
        params: integerProperties(route.schema?.params),
        querystring: integerProperties(route.schema?.querystring),
      };
      const body = route.schema?.body as
        | { content?: Record<string, { schema?: Record<string, unknown> }> }
        | undefined;
      const multipart = body?.content?.['multipart/form-data'];
      if (!body?.content || !multipart) return;
      route.config.multipartSchema = multipart.schema ?? {};
      delete body.content['multipart/form-data'];
      if (Object.keys(body.content).length === 0 && route.schema) delete route.schema.body;
    });

    // Fastify validates a body only when its media type is one the schema lists, so a missing body or another
    // media type would reach the handler unchecked: answer 400 / 415 instead.
    app.addHook('preValidation', async (request) => {
      checkParameters(request);
      const requestBody = request.routeOptions.config.operation?.requestBody;
      if (!requestBody) return;
      const type = mediaType(request);
      if (!type) {
        if (requestBody.required) throw badRequest('The request body is required.');
        return;
      }
      if (!requestBody.mediaTypes.includes(type)) {
        throw unsupportedMediaType(`Send the request body as ${requestBody.mediaTypes.join(' or ')}.`);
      }
    });

    // A streamed read or export is recorded as its answer goes out, when it succeeded (audit/recorder.ts).
    app.addHook('onSend', async (request, reply, payload) => {
      const record = request.auditOnSend;
      if (record && reply.statusCode < 400) {
        request.auditOnSend = undefined;
        await record();
      }
      return payload;
    });

    const limits = services.options.rateLimits;
    const rateLimitFor = (operation: ContractOperation, spec: RuntimeHandlerSpec | undefined) => {
      const custom = spec && typeof spec !== 'function' ? spec.rateLimit : undefined;
      if (!custom && !operation.isPublic) return undefined;
      const message = custom?.message ?? messages.tooManyRequests;
      return {
        max: custom?.strict ? limits.strict : limits.public,
        timeWindow: limits.timeWindowMs,
        // After validation, so a key may use the body (e.g. the account name).
        hook: 'preHandler',
        keyGenerator: custom?.key ?? ((request: FastifyRequest) => request.ip),
        errorResponseBuilder: () => new HttpError(429, message),
      };
    };
    const Context = withServices(services);
    await app.register(openapiGlue, {
      specification: refSiblingsAsAllOf(services.contract),
      prefix: apiPrefix,
      operationResolver: (operationId: string) => {
        const operation = operations.get(operationId);
        if (!operation) throw new Error(`The contract has no operation ${operationId}`);
        const spec = handlers[operationId];
        const rateLimit = rateLimitFor(operation, spec);
        // The read of the record at the same path, for an update's old and new values in the audit trail: a path
        // naming one record ({id}); a collection's GET is a list, never read around a create (POST /property).
        const readOperation = operation.path.includes('{')
          ? [...operations.values()].find(
              (other) => other.method === 'GET' && other.path === operation.path && other !== operation,
            )
          : undefined;
        const readOfRecord = readOperation && handlerOf(handlers[readOperation.operationId]);
        const route = {
          handler: routeHandler(operation, spec, Context, {
            operation,
            services,
            readOperation,
            readOfRecord,
          }),
          config: { operation, ...(rateLimit && { rateLimit }) },
        };
        // The resolver may return partial route options; glue adds method, url and schema.
        return route as unknown as RouteOptions;
      },
    });
  },
  { name: 'portal-routes', dependencies: ['portal-services', 'portal-authorization'] },
);
