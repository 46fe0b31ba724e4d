// Before `npm start`: bundle the contract, bundle the server (dist/server.mjs), and build the portal when it has a
// build script and no build yet.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args) => execFileSync(npm, args, { cwd: repoDir, stdio: 'inherit' });

run(['run', '--silent', 'bundle', '-w', '@portal/openapi']);
await buildServer();

const portalPackage = JSON.parse(fs.readFileSync(path.join(repoDir, 'portal', 'package.json'), 'utf8'));
const portalBuilt = fs.existsSync(path.join(repoDir, 'portal', 'dist', 'index.html'));
if (portalPackage.scripts?.build && !portalBuilt) {
  console.log('Building the portal (portal/dist is missing)…');
  run(['run', 'build', '-w', '@portal/app']);
}
