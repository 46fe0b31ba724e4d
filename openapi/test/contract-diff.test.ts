// The contract diff on the released contract cut to its sign-in operation (api-smart-diff on the whole document takes
// seconds per comparison): what counts as breaking, and the version rule. One run of the command checks its exit codes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Contract, diffContracts } from '../diff/compare.ts';

const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const release = JSON.parse(fs.readFileSync(path.join(openapiDir, 'releases', '1.0.0.json'), 'utf8'));

type Schema = { properties: Record<string, unknown>; required?: string[] };
/** The components that `value` refers to, and theirs. */
function referenced(
  value: unknown,
  components: Record<string, Record<string, unknown>>,
  seen = new Set<string>(),
) {
  if (Array.isArray(value)) for (const item of value) referenced(item, components, seen);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && !seen.has(child)) {
        seen.add(child);
        const [, , kind, name] = child.split('/');
        referenced(components[kind as string]?.[name as string], components, seen);
      } else referenced(child, components, seen);
    }
  }
  return seen;
}

/** The release with only POST /auth and the components it refers to. */
type Schemas = Record<string, Schema> & { SessionUser: Schema; SignInRequest: Schema };
function signInOnly(): Contract & { components: { schemas: Schemas } } {
  const contract = structuredClone(release);
  contract.paths = { '/auth': { post: contract.paths['/auth'].post } };
  const keep = referenced(contract.paths, contract.components);
  for (const [kind, entries] of Object.entries(
    contract.components as Record<string, Record<string, unknown>>,
  )) {
    for (const name of Object.keys(entries))
      if (!keep.has(`#/components/${kind}/${name}`)) delete entries[name];
  }
  return contract;
}

describe('contract diff', { timeout: 30_000 }, () => {
  it('finds nothing between a contract and itself', () => {
    const report = diffContracts(signInOnly(), signInOnly());
    expect(report.changes).toEqual([]);
    expect(report.failure).toBeNull();
    expect(report.needs).toBeNull();
  });

  it('classes a removed response field as breaking and refuses it without a new major version', () => {
    const head = signInOnly();
    const user = head.components.schemas.SessionUser;
    delete user.properties.email;
    user.required = user.required?.filter((name) => name !== 'email');
    const report = diffContracts(signInOnly(), head);
    expect(report.changes).toContainEqual(
      expect.objectContaining({ type: 'breaking', where: 'POST /auth', action: 'remove' }),
    );
    expect(report.failure).toMatch(/breaking change.* without a new major version/);
    expect(report.needs).toBe('major');
    head.info.version = '2.0.0';
    expect(diffContracts(signInOnly(), head).failure).toBeNull();
  });

  it('classes a new optional response field as non-breaking: a minor version', () => {
    const head = signInOnly();
    head.components.schemas.SessionUser.properties.nickname = { type: 'string' };
    const report = diffContracts(signInOnly(), head);
    expect(report.changes.length).toBeGreaterThan(0);
    expect(report.changes.every((c) => c.type !== 'breaking')).toBe(true);
    expect(report.failure).toBeNull();
    expect(report.needs).toBe('minor');
  });

  it('classes a new required request field and a narrowed enum as breaking', () => {
    const head = signInOnly();
    const request = head.components.schemas.SignInRequest;
    request.properties.code = { type: 'string' };
    request.required = [...(request.required ?? []), 'code'];
    const portal = request.properties.portal as { enum?: string[] };
    if (portal.enum) portal.enum = portal.enum.slice(1);
    const report = diffContracts(signInOnly(), head);
    const breaking = report.changes.filter((c) => c.type === 'breaking');
    expect(breaking.some((c) => c.path.includes('code'))).toBe(true);
    if (portal.enum) expect(breaking.some((c) => c.path.includes('portal'))).toBe(true);
  });

  it('exits 1 on a removed response field and 0 on a new optional one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-diff-test-'));
    try {
      const base = path.join(dir, 'base.json');
      fs.writeFileSync(base, JSON.stringify(signInOnly()));
      const removed = signInOnly();
      delete removed.components.schemas.SessionUser.properties.name;
      const added = signInOnly();
      added.components.schemas.SessionUser.properties.nickname = { type: 'string' };
      const run = (head: Contract) => {
        const file = path.join(dir, 'head.json');
        fs.writeFileSync(file, JSON.stringify(head));
        try {
          execFileSync(process.execPath, ['--import', 'tsx', 'diff/cli.ts', '--base', base, '--head', file], {
            cwd: openapiDir,
            stdio: 'pipe',
          });
          return 0;
        } catch (error) {
          return (error as { status: number }).status;
        }
      };
      expect(run(removed)).toBe(1);
      expect(run(added)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
