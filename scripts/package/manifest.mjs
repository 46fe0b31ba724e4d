// `prepack` and `postpack` of the installable workspaces: builds the package (build.mjs), keeps the workspace's
// package.json aside, and writes the one that is packed: the contract's version, the built `exports`, the files to
// ship (dist and README, no TypeScript sources), React as a peer. `postpack` puts the workspace's back.
// Usage (in the workspace folder): node ../scripts/package/manifest.mjs prepack|postpack
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractVersion } from './version.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = process.cwd();
const manifest = path.join(dir, 'package.json');
const kept = path.join(dir, 'dist', 'workspace-package.json');
const step = process.argv[2];

if (step === 'prepack') {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'package', 'build.mjs')], {
    cwd: dir,
    stdio: 'inherit',
  });
  const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  // Kept byte for byte: postpack puts back the very file (a re-serialised one lost its final newline).
  fs.copyFileSync(manifest, kept);
  const built = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'manifest.json'), 'utf8'));
  const peers = ['react', 'react-dom', '@tanstack/react-query'];
  const dependencies = Object.fromEntries(
    Object.entries(pkg.dependencies ?? {}).filter(([n]) => !peers.includes(n)),
  );
  const peerDependencies = Object.fromEntries(
    Object.entries(pkg.dependencies ?? {}).filter(([n]) => peers.includes(n)),
  );
  const packed = {
    name: pkg.name,
    version: contractVersion(),
    description: pkg.description,
    license: 'UNLICENSED',
    type: 'module',
    sideEffects: ['**/*.css', './dist/global.js', './dist/chunks/*.js'],
    exports: built.exports,
    files: ['dist/*.js', 'dist/*.css', 'dist/chunks', 'dist/css', 'dist/assets', 'dist/types', 'README.md'],
    dependencies,
    peerDependencies,
  };
  fs.writeFileSync(manifest, `${JSON.stringify(packed, null, 2)}\n`);
} else if (step === 'postpack') {
  if (fs.existsSync(kept)) {
    fs.copyFileSync(kept, manifest);
    fs.rmSync(kept);
  }
} else {
  console.error('Usage: node manifest.mjs prepack|postpack');
  process.exit(2);
}
