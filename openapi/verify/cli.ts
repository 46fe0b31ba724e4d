// npm run contract:verify -- --base-url URL [--accounts file.json] [--junit out.xml] [--only opId[,opId]] [--contract file]
// Exit code 0 when every operation passes (or is skipped with a reason), 1 when any fails, 2 on a usage or setup error.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { bundlePath, loadContract } from '../src/contract.ts';
import { type Accounts, verify } from './kit.ts';
import { roleNames } from './operations.ts';
import { junitXml, resultLines, summaryLine } from './report.ts';

const usage = `Usage: npm run contract:verify -- --base-url URL [--accounts file.json] [--junit out.xml] [--only opId]
       [--contract openapi.json] [--server-path /api]

  --base-url   the server's origin, e.g. http://localhost:3000 (the contract's server path /api is added)
  --accounts   a JSON file of the account that plays each role (default: the demo accounts):
               { "superAdmin": { "username": "...", "password": "...", "portal": "residential" }, ... }
               roles: ${roleNames.join(', ')}; a role left out is not used
  --junit      write a JUnit XML report to this file
  --only       check only these operations (operationIds, comma-separated or repeated)
  --contract   the bundled contract (default: ${bundlePath})
  --server-path  the path the operations sit under (default: the contract's server URL, /api; '' for none,
               e.g. through \`prism proxy\`)
  --public-url the server's PUBLIC_URL, the origin its passkeys are bound to (default https:// and its host)`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      accounts: { type: 'string' },
      junit: { type: 'string' },
      only: { type: 'string', multiple: true },
      contract: { type: 'string' },
      'server-path': { type: 'string' },
      'public-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values['base-url']) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  let accounts: Accounts | undefined;
  if (values.accounts) {
    const parsed = JSON.parse(fs.readFileSync(values.accounts, 'utf8')) as Record<string, unknown>;
    const unknown = Object.keys(parsed).filter((k) => !(roleNames as readonly string[]).includes(k));
    if (unknown.length > 0) throw new Error(`${values.accounts}: unknown roles ${unknown.join(', ')}`);
    accounts = parsed as Accounts;
  }
  const only = values.only
    ?.flatMap((o) => o.split(','))
    .map((o) => o.trim())
    .filter(Boolean);
  const report = await verify({
    baseUrl: values['base-url'],
    accounts,
    only,
    contract: loadContract(values.contract),
    serverPath: values['server-path'],
    publicUrl: values['public-url'],
    onResult: (result) => {
      for (const line of resultLines(result)) console.log(line);
    },
  });
  if (report.cleanup.kept.length > 0) {
    console.log(
      `cleanup: kept (the contract has no delete or archive for them): ${report.cleanup.kept.join(', ')}`,
    );
  }
  if (report.cleanup.problems.length > 0) {
    console.log(`cleanup: ${report.cleanup.removed} records removed; could not remove:`);
    for (const p of report.cleanup.problems) console.log(`    ${p}`);
  } else {
    console.log(`cleanup: ${report.cleanup.removed} records removed`);
  }
  console.log(summaryLine(report));
  if (values.junit) {
    fs.writeFileSync(values.junit, junitXml(report));
    console.log(`JUnit report: ${values.junit}`);
  }
  return report.results.some((r) => r.outcome === 'fail') ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
