// The calls of the specification (openapi/test/calls.tsv, spelled as the spec documents spell them) and the contract
// operation each one means.
import fs from 'node:fs';
import path from 'node:path';
import { type ContractOperation, contractOperations, loadContract, repoDir } from '../../src/contract.ts';

export interface Call {
  method: string;
  path: string;
}

export const calls: Call[] = fs
  .readFileSync(path.join(repoDir, 'openapi', 'test', 'calls.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [method = '', callPath = ''] = line.split('\t');
    return { method, path: callPath };
  });

export const contract = loadContract();
export const operations = [...contractOperations(contract).values()];

/** The contract operation a spelling means: same method, same segments compared case-insensitively. */
export function expectedOperation(call: Call): ContractOperation | undefined {
  const segments = call.path.replace(/\/+$/, '').toLowerCase().split('/');
  const matches = operations.filter((op) => {
    if (op.method !== call.method) return false;
    const opSegments = op.path.toLowerCase().split('/');
    return (
      opSegments.length === segments.length &&
      opSegments.every((s, i) => s === segments[i] || (s.startsWith('{') && segments[i]?.startsWith('{')))
    );
  });
  // A static segment wins over a parameter, as in the router.
  return matches.sort((a, b) => b.path.split('{').length - a.path.split('{').length).at(-1);
}

/** An invitation hash of the contract's shape (43 characters, mixed case). */
export const hash = 'q8Zt3vJ0mX5cR2wL9pK7yH1nB4dF6gS0aE3uT8iO2lM';

/** A concrete URL for a spelling: {hash} becomes a hash, every other {param} the id 1. */
export const concrete = (p: string) => `/api${p.replace(/\{hash\}/gi, hash).replace(/\{[^}]+\}/g, '1')}`;
