// npm run contract:diff [-- --base <git ref or bundled file>] [--head <bundled file>]
// Lists every change between the base contract (default: the newest release in openapi/releases/) and the working
// tree's, each classed breaking or not. Exit code 1 on a breaking change without a new major version, on a version
// lower than the base's, or on a new version that openapi/CHANGELOG.md does not describe; 2 on a usage error.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Contract, diffContracts, parseVersion } from './compare.ts';

const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.dirname(openapiDir);
const releasesDir = path.join(openapiDir, 'releases');
const changelog = path.join(openapiDir, 'CHANGELOG.md');

const usage = `Usage: npm run contract:diff -- [--base <git ref or bundled file>] [--head <bundled file>]

  --base  the contract to compare with: a bundled JSON file, or a git ref whose openapi/ is bundled
          (default: the newest release, openapi/releases/<version>.json)
  --head  the new contract, bundled (default: openapi/openapi.yaml of the working tree, bundled now)`;

const compareVersions = (a: string, b: string) => {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

export function latestRelease(): string {
  const versions = fs
    .readdirSync(releasesDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort(compareVersions);
  const last = versions.at(-1);
  if (!last) throw new Error(`no release in ${releasesDir}`);
  return path.join(releasesDir, `${last}.json`);
}

function bundle(root: string, out: string) {
  execFileSync(
    'npx',
    ['redocly', 'bundle', path.join(root, 'openapi.yaml'), '--output', out, '--ext', 'json'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return JSON.parse(fs.readFileSync(out, 'utf8')) as Contract;
}

function load(spec: string, tmp: string, label: string): Contract {
  if (fs.existsSync(spec)) return JSON.parse(fs.readFileSync(spec, 'utf8')) as Contract;
  // A git ref: its openapi/ folder, bundled.
  const dir = path.join(tmp, label);
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', spec, 'openapi'], {
    cwd: repoDir,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return bundle(path.join(dir, 'openapi'), path.join(dir, 'openapi.json'));
}

function main(): number {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-diff-'));
  try {
    const baseSpec = values.base ?? latestRelease();
    const base = load(baseSpec, tmp, 'base');
    const head = values.head
      ? load(values.head, tmp, 'head')
      : bundle(openapiDir, path.join(tmp, 'head.json'));
    const report = diffContracts(base, head);
    console.log(
      `contract ${report.baseVersion} (${path.relative(process.cwd(), baseSpec) || baseSpec}) -> ${report.headVersion}`,
    );
    for (const c of report.changes) console.log(`  ${c.type.padEnd(12)} ${c.where}: ${c.description}`);
    const counts = ['breaking', 'non-breaking', 'deprecated', 'annotation', 'unclassified']
      .map((t) => `${report.changes.filter((c) => c.type === t).length} ${t}`)
      .join(', ');
    console.log(`${report.changes.length} changes: ${counts}`);
    const problems: string[] = [];
    if (report.failure) problems.push(report.failure);
    const order = compareVersions(report.headVersion, report.baseVersion);
    if (order < 0) problems.push(`info.version ${report.headVersion} is lower than ${report.baseVersion}`);
    if (order > 0) {
      const text = fs.existsSync(changelog) ? fs.readFileSync(changelog, 'utf8') : '';
      const heading = new RegExp(`^## \\[?${report.headVersion.replaceAll('.', '\\.')}\\b`, 'm');
      if (!heading.test(text))
        problems.push(`openapi/CHANGELOG.md has no "## ${report.headVersion}" section for info.version`);
    }
    if (order === 0 && report.needs)
      console.log(
        `unreleased: the next release needs a new ${report.needs} version (info.version is still ${report.headVersion})`,
      );
    for (const p of problems) console.error(`contract diff: ${p}`);
    return problems.length ? 1 : 0;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(`contract diff: ${(error as Error).message}`);
    process.exitCode = 2;
  }
}
