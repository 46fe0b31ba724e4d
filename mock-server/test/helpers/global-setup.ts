// Before the test files start: bundle the contract once, make the PGlite template (unless on PostgreSQL), and the
// seeded template every test app starts from (seeded-template.ts), removed when the run ends.
import type { TestProject } from 'vitest/node';
import { ensureBundledContract } from '../../src/contract.ts';
import { ensureTemplate } from './pglite-template.ts';
import { createSeededTemplate } from './seeded-template.ts';
import { testOptions, usePostgres } from './test-app.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBundledContract();
  if (!usePostgres) await ensureTemplate();
  const { options, cleanup } = await testOptions();
  const { template, remove } = await createSeededTemplate(options, usePostgres);
  await cleanup();
  project.provide('seededTemplate', template);
  return remove;
}
