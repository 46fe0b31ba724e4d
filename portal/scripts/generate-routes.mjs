// Regenerates generated/routeTree.gen.ts (outside src/, which holds only hand-written code) from the files under
// src/routes, with the same generator and configuration (tsr.config.json) as the Vite plugin. `--check` fails, leaving the file as it was, when it differs from a fresh one.
// `--for-commit [route files…]` builds the tree from the route files git tracks plus the ones named, ignoring other
// untracked route files in the working tree (someone else's work in progress), so a commit holds a tree that matches
// exactly the route files it holds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unpluginRouterGeneratorFactory } from '@tanstack/router-plugin';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(portalDir, 'generated', 'routeTree.gen.ts');
const check = process.argv.includes('--check');
const forCommit = process.argv.indexOf('--for-commit');

async function generate(root = portalDir) {
  const plugin = unpluginRouterGeneratorFactory({
    tmpDir: path.join(root, '.tanstack', 'tmp'),
    disableLogging: true,
  });
  // The plugin's Vite hook builds the generator from tsr.config.json under `root` and runs it once.
  await plugin.vite.configResolved({ root });
}

if (forCommit !== -1) {
  const named = process.argv.slice(forCommit + 1).map((file) => path.relative(portalDir, path.resolve(file)));
  const tracked = execFileSync('git', ['ls-files', 'src/routes'], { cwd: portalDir, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'route-tree-'));
  fs.copyFileSync(path.join(portalDir, 'tsr.config.json'), path.join(scratch, 'tsr.config.json'));
  for (const file of new Set([...tracked, ...named])) {
    if (!fs.existsSync(path.join(portalDir, file))) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.copyFileSync(path.join(portalDir, file), path.join(scratch, file));
  }
  await generate(scratch);
  fs.copyFileSync(path.join(scratch, 'generated', 'routeTree.gen.ts'), committed);
  fs.rmSync(scratch, { recursive: true, force: true });
  console.log(
    'Wrote portal/generated/routeTree.gen.ts from the tracked route files and',
    named.length,
    'named ones',
  );
  process.exit(0);
}

const before = fs.existsSync(committed) ? fs.readFileSync(committed, 'utf8') : null;
await generate();
if (check) {
  const after = fs.readFileSync(committed, 'utf8');
  if (before !== after) {
    // A check does not change the tree: put the committed one back.
    if (before === null) fs.rmSync(committed);
    else fs.writeFileSync(committed, before);
    console.error(
      'portal/generated/routeTree.gen.ts is out of date: run `npm run generate -w @portal/app` and commit it.',
    );
    process.exit(1);
  }
  console.log('portal/generated/routeTree.gen.ts is up to date.');
} else {
  console.log('Wrote portal/generated/routeTree.gen.ts');
}
