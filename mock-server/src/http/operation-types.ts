// The one adapter between handlers and the contract's TypeScript types.
//
// Handlers are typed from `operations` of openapi-typescript's output. Until sdk/src/generated/openapi.ts exists the
// operations are loose (any operationId, params/query/body as records). To tighten, replace the two lines marked
// TIGHTEN with:
//   import type { operations } from '@portal/sdk/types';
//   export type Operations = operations;
// and every handler's params, query, body and return value are checked, and a handler keyed by an operationId the
// contract does not have stops compiling.

interface LooseOperation {
  parameters: { path: Record<string, string | number>; query: Record<string, unknown> };
  requestBody: { content: { 'application/json': Record<string, unknown> } };
  responses: { 200: { content: { 'application/json': unknown } } };
}
// TIGHTEN
export type Operations = Record<string, LooseOperation>;

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
