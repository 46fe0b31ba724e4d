import type { ValidateFunction } from 'ajv';
import {
  type ContractOperation,
  contractOperations,
  type JsonObject,
  type OpenApiDocument,
  resolveRef,
} from '../../src/contract.ts';
import { createAjv } from '../../src/http/validation.ts';
import { deref, isObject, type OperationShape, operationShape } from '../fixtures/contract-requests.ts';

// ------------------------------------------------------------------ the contract, walked once

export interface DeclaredResponse {
  mediaTypes: string[];
  json: ValidateFunction | null;
}

export interface FuzzOperation {
  op: ContractOperation;
  shape: OperationShape;
  /** The path's first segment, lower-cased: where ids it answers with are pooled. */
  resource: string;
  responses: Map<string, { schema: JsonObject | null; mediaTypes: string[] }>;
  /** The file's media type for a multipart operation (its `encoding.file.contentType`). */
  fileType: string | null;
}

export const responseAjv = createAjv({ coerce: false });
export const bodyAjv = createAjv({ coerce: false });
export const validators = new WeakMap<object, ValidateFunction>();

export function validatorOf(schema: JsonObject): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = bodyAjv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

export function fuzzOperations(contract: OpenApiDocument): FuzzOperation[] {
  return [...contractOperations(contract).values()].map((op) => {
    const raw = contract.paths?.[op.path]?.[op.method.toLowerCase()];
    const responses = new Map<string, { schema: JsonObject | null; mediaTypes: string[] }>();
    const declared = isObject(raw) && isObject(raw.responses) ? raw.responses : {};
    for (const [status, value] of Object.entries(declared)) {
      const response = resolveRef(contract, value);
      const content = response && isObject(response.content) ? response.content : {};
      const json = content['application/json'];
      const schema = isObject(json) && json.schema !== undefined ? deref(contract, json.schema) : null;
      responses.set(status, { schema: isObject(schema) ? schema : null, mediaTypes: Object.keys(content) });
    }
    const body = isObject(raw) ? resolveRef(contract, raw.requestBody) : null;
    const form = body && isObject(body.content) ? body.content['multipart/form-data'] : undefined;
    const encoding = isObject(form) && isObject(form.encoding) ? form.encoding.file : undefined;
    const fileType =
      isObject(encoding) && typeof encoding.contentType === 'string'
        ? (encoding.contentType.split(',')[0]?.trim() ?? null)
        : null;
    return {
      op,
      shape: operationShape(contract, op),
      resource: op.path.split('/')[1]?.toLowerCase() ?? '',
      responses,
      fileType,
    };
  });
}

export const declaredCache = new WeakMap<object, DeclaredResponse>();
export function declaredResponse(entry: {
  schema: JsonObject | null;
  mediaTypes: string[];
}): DeclaredResponse {
  let declared = declaredCache.get(entry);
  if (!declared) {
    declared = {
      mediaTypes: entry.mediaTypes,
      json: entry.schema ? responseAjv.compile(entry.schema) : null,
    };
    declaredCache.set(entry, declared);
  }
  return declared;
}
