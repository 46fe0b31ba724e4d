// The contract's test: `redocly lint` with the recommended rules (openapi/redocly.yaml). Redocly exits 0 on
// warnings; here a warning fails too, because the contract must lint with zero errors and zero warnings.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi');
const res = spawnSync(
  'npx',
  ['redocly', 'lint', 'openapi.yaml', '--format', 'json', '--max-problems', '1000'],
  {
    cwd: openapiDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
const start = res.stdout.indexOf('{');
if (start < 0) {
  console.error(res.stdout, res.stderr);
  process.exit(1);
}
const { totals, problems } = JSON.parse(res.stdout.slice(start));
for (const p of problems) {
  const where = p.location?.[0];
  console.log(
    `${p.severity.padEnd(5)} ${p.ruleId}: ${p.message}\n      at ${where?.source?.ref ?? ''}#${where?.pointer ?? ''}`,
  );
}
console.log(`contract lint: ${totals.errors} errors, ${totals.warnings} warnings`);
process.exit(totals.errors + totals.warnings > 0 ? 1 : 0);
