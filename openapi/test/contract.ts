import type { OpenApiDocument } from '../src/contract.ts';

export { bundlePath, loadContract, openapiDir } from '../src/contract.ts';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface Operation {
  method: string;
  path: string;
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  'x-roles'?: string[];
  'x-owner'?: Record<string, { rule: string; from: string }>;
  'x-allowed'?: Record<string, { from: string; values?: unknown[]; message?: string }>;
  responses?: Record<string, Response>;
  parameters?: { name: string; in: string }[];
}

export interface Response {
  $ref?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}

export function operationsOf(contract: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [p, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op && typeof op === 'object')
        ops.push({ ...(op as Omit<Operation, 'method' | 'path'>), method, path: p });
    }
  }
  return ops;
}

/** Lower case, no trailing slash, every {parameter} the same: how the server matches paths. */
export function pathKey(p: string): string {
  return p
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/\{[^}]+\}/g, '{}');
}
