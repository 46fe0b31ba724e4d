import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bundlePath = path.join(openapiDir, 'dist', 'openapi.json');

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

export interface Contract {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, Response> };
}

/** The bundled contract; bundles it first when dist/ is missing or older than a source file. */
export function loadContract(): Contract {
  if (!fs.existsSync(bundlePath) || newestSource(openapiDir) > fs.statSync(bundlePath).mtimeMs) {
    execFileSync('npx', ['redocly', 'bundle', 'openapi.yaml', '--output', bundlePath, '--ext', 'json'], {
      cwd: openapiDir,
      stdio: 'pipe',
    });
  }
  return JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as Contract;
}

export function operationsOf(contract: Contract): Operation[] {
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

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules' || entry.name === 'test') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith('.yaml')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}
