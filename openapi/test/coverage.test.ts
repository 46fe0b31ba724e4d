import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract, openapiDir, operationsOf, pathKey } from './contract.ts';

// The spec's list of calls; the copy beside this test is used when shared/ is not checked out next to the repo.
const sharedCalls = path.resolve(openapiDir, '..', '..', 'shared', 'spec', 'calls.tsv');
const callsPath = fs.existsSync(sharedCalls) ? sharedCalls : path.join(openapiDir, 'test', 'calls.tsv');

interface Call {
  line: number;
  method: string;
  path: string;
  purpose: string;
}

function readCalls(): Call[] {
  return fs
    .readFileSync(callsPath, 'utf8')
    .split('\n')
    .map((text, i) => ({ text, line: i + 1 }))
    .filter(({ text }) => text.trim() && !text.startsWith('#'))
    .map(({ text, line }) => {
      const [method = '', p = '', , purpose = ''] = text.split('\t');
      return { line, method: method.toLowerCase(), path: p, purpose };
    });
}

describe('calls.tsv coverage', () => {
  const contract = loadContract();
  const ops = operationsOf(contract);
  const calls = readCalls();

  it('has every call of the specification as an operation', () => {
    const known = new Set(ops.map((op) => `${op.method} ${pathKey(op.path)}`));
    const unmatched = calls.filter((c) => !known.has(`${c.method} ${pathKey(c.path)}`));
    const matched = calls.length - unmatched.length;
    console.log(`calls.tsv coverage: ${matched} of ${calls.length} calls matched`);
    expect(
      unmatched.map((c) => `line ${c.line}: ${c.method.toUpperCase()} ${c.path} (${c.purpose})`),
      `calls with no operation in the contract`,
    ).toEqual([]);
    expect(calls.length).toBe(123);
  });

  it('has one canonical path for each call, not two spellings', () => {
    const byKey = new Map<string, string[]>();
    for (const p of Object.keys(contract.paths)) {
      const key = pathKey(p);
      byKey.set(key, [...(byKey.get(key) ?? []), p]);
    }
    expect([...byKey.values()].filter((ps) => ps.length > 1)).toEqual([]);
  });
});
