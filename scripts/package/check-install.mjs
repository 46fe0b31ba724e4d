// The installable packages, checked as an outside team would use them: `npm pack` both workspaces, look inside the
// tarballs (built ESM, .d.ts, CSS for ui, the contract's version, no TypeScript sources), install them into a scratch
// Vite + React + TypeScript project outside the workspace (scratch/), type-check and build it, then run its calls
// (sign in, list the properties) against a server started on a fresh data folder.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractVersion } from './version.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-packages-'));
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const installed = (name) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

let server;
try {
  // 1. The tarballs.
  // The builds of prepack print to the same output before npm's JSON report.
  const packOut = run(
    'npm',
    ['pack', '-w', '@portal/sdk', '-w', '@portal/ui', '--pack-destination', work, '--json'],
    root,
  );
  const packed = JSON.parse(packOut.slice(packOut.search(/^\[/m)));
  const version = contractVersion();
  for (const p of packed) {
    const files = p.files.map((f) => f.path);
    const manifest = JSON.parse(
      run('tar', ['-xzOf', path.join(work, p.filename), 'package/package.json'], work),
    );
    console.log(
      `${p.name}@${p.version}: ${p.filename}, ${(p.size / 1024).toFixed(1)} kB packed, ${files.length} files`,
    );
    check(
      manifest.version === version,
      `${p.name}: version ${manifest.version} is the contract's ${version}`,
    );
    check(!manifest.private, `${p.name}: not private`);
    check(!files.some((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')), `${p.name}: no TypeScript sources`);
    check(files.includes('README.md'), `${p.name}: a README`);
    for (const [entry, target] of Object.entries(manifest.exports)) {
      const paths = typeof target === 'string' ? [target] : Object.values(target);
      const missing = paths.map((t) => t.replace(/^\.\//, '')).filter((t) => !files.includes(t));
      check(missing.length === 0, `${p.name}: export ${entry} ships ${paths.join(', ')}`);
    }
    if (p.name === '@portal/ui')
      check(
        files.some((f) => f.endsWith('.css')),
        `${p.name}: its CSS`,
      );
  }

  // 2. A scratch project outside the workspace, with the tarballs and the same versions of React and the tools.
  const app = path.join(work, 'app');
  fs.cpSync(path.join(here, 'scratch'), app, { recursive: true });
  const tarball = (name) => `file:${path.join(work, packed.find((p) => p.name === name).filename)}`;
  const dev = [
    'typescript',
    'vite',
    '@vitejs/plugin-react',
    '@types/react',
    '@types/react-dom',
    '@types/node',
  ];
  fs.writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: 'portal-packages-scratch',
      private: true,
      type: 'module',
      dependencies: {
        '@portal/sdk': tarball('@portal/sdk'),
        '@portal/ui': tarball('@portal/ui'),
        react: installed('react'),
        'react-dom': installed('react-dom'),
        '@tanstack/react-query': installed('@tanstack/react-query'),
      },
      devDependencies: Object.fromEntries(dev.map((name) => [name, installed(name)])),
    }),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  check(true, 'installed into a scratch project outside the workspace');
  run(path.join(app, 'node_modules', '.bin', 'tsc'), ['-p', '.'], app);
  check(true, 'the scratch project type-checks (a DataTable, signIn and listProperties)');
  run(path.join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], app);
  check(fs.existsSync(path.join(app, 'dist', 'index.html')), 'the scratch project builds with Vite');

  // 3. Its calls against a started server.
  const port = 20000 + Math.floor(Math.random() * 20000);
  server = spawn('npx', ['tsx', 'src/server.ts'], {
    cwd: path.join(root, 'mock-server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      LOG: '0',
    },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${base}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the server did not answer /api/ready within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
  const out = run(process.execPath, ['--import', tsx, 'src/call.ts', base, 'admin', 'Portal#2026'], app);
  const answer = JSON.parse(out.trim().split('\n').at(-1));
  check(answer.count > 0, `signIn then listProperties through the installed SDK: ${out.trim()}`);
} catch (error) {
  failures.push(error.message);
  console.error(error.message);
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(failures.length ? `packages: ${failures.length} failed` : 'packages: every check passed');
process.exit(failures.length ? 1 : 0);
