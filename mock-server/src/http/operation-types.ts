// The one adapter between handlers and the contract's TypeScript types: `operations` of the SDK's generated types
// (openapi-typescript, regenerated from the contract with `npm run generate`). Every handler's params, query, body
// and return value are checked against its operation, and a handler keyed by an operationId the contract does not
// have does not compile.
import type { operations } from '@portal/sdk/types';

export type Operations = operations;

export type OperationId = keyof Operations & string;

type Prop<T, K extends PropertyKey> =
  T extends Record<K, unknown> ? T[K] : T extends Partial<Record<K, infer V>> ? V : never;
type OrEmpty<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : T;

export type PathParams<Id extends OperationId> = OrEmpty<
  Exclude<Prop<Prop<Operations[Id], 'parameters'>, 'path'>, undefined>
>;
export type QueryParams<Id extends OperationId> = OrEmpty<
  Exclude<Prop<Prop<Operations[Id], 'parameters'>, 'query'>, undefined>
>;
/** The JSON request body (undefined for operations without one; multipart bodies are read with readUpload). */
export type JsonBody<Id extends OperationId> = Prop<
  Prop<Exclude<Prop<Operations[Id], 'requestBody'>, undefined>, 'content'>,
  'application/json'
>;

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<Id extends OperationId> = Prop<Operations[Id], 'responses'>;
type ResponseJson<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
/** The JSON body of any of the operation's 2xx answers. */
export type SuccessBody<Id extends OperationId> = {
  [S in SuccessStatus & keyof Responses<Id>]: ResponseJson<Responses<Id>[S]>;
}[SuccessStatus & keyof Responses<Id>];
