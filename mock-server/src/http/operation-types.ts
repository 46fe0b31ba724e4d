// The one adapter between handlers and the contract's TypeScript types: `OperationTypes` of the SDK's generated types
// (@hey-api/openapi-ts, regenerated from the contract with `npm run generate`), the same types the portal, the e2e
// support and the server tests call the API with. Every handler's params, query, body and return value are checked
// against its operation, and a handler keyed by an operationId the contract does not have does not compile.
import type { OperationTypes } from '@portal/sdk/types';

export type Operations = OperationTypes;

export type OperationId = keyof Operations & string;

type OrEmpty<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : T;
type DataOf<Id extends OperationId> = Operations[Id]['data'];
type Part<D, K extends string> = D extends Partial<Record<K, infer V>> ? Exclude<V, undefined> : never;

export type PathParams<Id extends OperationId> = OrEmpty<Part<DataOf<Id>, 'path'>>;
export type QueryParams<Id extends OperationId> = OrEmpty<Part<DataOf<Id>, 'query'>>;
/** The JSON request body (undefined for operations without one; multipart bodies are read with readUpload). */
export type JsonBody<Id extends OperationId> = Operations[Id]['requestContent'] extends 'application/json'
  ? Part<DataOf<Id>, 'body'>
  : undefined;

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<Id extends OperationId> = Operations[Id]['responses'];
/** The body of any of the operation's 2xx answers (a 204 answers nothing). */
export type SuccessBody<Id extends OperationId> = {
  [S in SuccessStatus & keyof Responses<Id>]: S extends 204 ? undefined : Responses<Id>[S];
}[SuccessStatus & keyof Responses<Id>];
