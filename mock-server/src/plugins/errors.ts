// Every failure answers the contract's one error shape, { message, field?, statusCode }.
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance } from 'fastify';
import { pgErrorCode } from '../db/errors.ts';
import { HttpError, messages } from '../errors.ts';
import { validationProblem } from '../http/validation.ts';

interface ErrorBody {
  message: string;
  field?: string;
  statusCode: number;
}

/** PostgreSQL's classes for a database that cannot serve now: connection (08), resources (53), shutdown (57P). */
const unavailableCodes = /^(08|53|57P)/;

/** The driver could not reach the database (refused, reset, timed out) or PGlite was closed under the request. */
function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e !== 'object') return false;
    const code = 'code' in e ? e.code : undefined;
    if (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND)$/.test(code))
      return true;
    if (
      e instanceof Error &&
      /PGlite is closed|Connection terminated|Cannot use a pool after calling end/i.test(e.message)
    )
      return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

function toErrorBody(error: FastifyError | HttpError | Error): ErrorBody | null {
  if (error instanceof HttpError) {
    return {
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
      statusCode: error.statusCode,
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const problem = validationProblem(
      fastifyError.validation as ErrorObject[],
      fastifyError.validationContext ?? '',
    );
    return { ...problem, statusCode: 400 };
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { message: messages.invalidJson, statusCode: 400 };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: messages.emptyJson, statusCode: 400 };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: 'This content type is not accepted here.', statusCode: 415 };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: 'The request body is too large.', statusCode: 413 };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { message: 'Send the file as multipart/form-data.', statusCode: 415 };
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return { message: 'Only one file can be uploaded at a time.', statusCode: 400 };
    case 'FST_FIELDS_LIMIT':
      return { message: 'The form has too many fields.', statusCode: 400 };
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { message: messages.invalidJson, statusCode: 400 };
  }
  // Constraint violations the handler did not turn into the spec's message.
  const code = pgErrorCode(error);
  if (code && unavailableCodes.test(code)) {
    return { message: messages.unavailable, statusCode: 503 };
  }
  if (isConnectionError(error)) return { message: messages.unavailable, statusCode: 503 };
  switch (code) {
    case '23505':
      return { message: messages.conflict, statusCode: 409 };
    case '23503':
      return {
        message: 'The record refers to a record that does not exist, or is still in use.',
        statusCode: 409,
      };
    case '22P02':
    case '22003':
      return { message: 'A value of the request is not valid.', statusCode: 400 };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { message: error.message, statusCode: status };
  }
  return null;
}

export function installErrorHandlers(
  app: FastifyInstance,
  notFound: (url: string) => 'api' | 'portal' | 'none',
) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const body = toErrorBody(error);
    if (body) return reply.code(body.statusCode).send(body);
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: messages.internal, statusCode: 500 });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const kind = notFound(request.url);
    if (kind === 'portal' && (request.method === 'GET' || request.method === 'HEAD')) {
      // Deep links of the single-page portal: every unknown non-/api GET gets index.html.
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    // Distinct from a record's 404 ("Not found."): the path itself matches no operation.
    const message =
      kind === 'api' ? `No such API path: ${request.method} ${request.url.split('?')[0]}` : messages.notFound;
    return reply.code(404).send({ message, statusCode: 404 });
  });
}
