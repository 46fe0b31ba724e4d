// Before the test files start: bundle the contract once, and make the PGlite template (unless on PostgreSQL).
import { ensureBundledContract } from '../../src/contract.ts';
import { ensureTemplate } from './pglite-template.ts';

export default async function setup(): Promise<void> {
  ensureBundledContract();
  if (process.env.TEST_DATABASE !== 'postgres') await ensureTemplate();
}
