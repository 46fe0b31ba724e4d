// Errors a request ends with (4xx), thrown by a handler or by a repository's rule inside its transaction; the error
// handler (plugins/errors.ts) turns them into the contract's { message, field? }.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const messages = {
  unauthorized: 'Sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionEnded: 'Your session has ended. Sign in again.',
  forbidden: 'Your role may not do this.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty; JSON was expected.',
  tooManySignIns: 'Too many sign-in attempts. Please wait a minute and try again.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  internal: 'Something went wrong. Please try again later.',
  conflict: 'That record already exists.',
  unavailable: 'The service is unavailable for the moment. Please try again shortly.',
} as const;

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message: string = messages.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, message);
/** Also for records that exist but are not the caller's: a caller never learns another person's ids exist. */
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string = messages.conflict, field?: string) =>
  new HttpError(409, message, field);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
