// Regenerates src/routeTree.gen.ts from the files under src/routes, with the same generator and configuration
// (tsr.config.json) as the Vite plugin. `--check` fails, leaving the file as it was, when it differs from a fresh one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unpluginRouterGeneratorFactory } from '@tanstack/router-plugin';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(portalDir, 'src', 'routeTree.gen.ts');
const check = process.argv.includes('--check');

async function generate() {
  const plugin = unpluginRouterGeneratorFactory({
    tmpDir: path.join(portalDir, '.tanstack', 'tmp'),
    disableLogging: true,
  });
  // The plugin's Vite hook builds the generator from tsr.config.json under `root` and runs it once.
  await plugin.vite.configResolved({ root: portalDir });
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
      'portal/src/routeTree.gen.ts is out of date: run `npm run generate -w @portal/app` and commit it.',
    );
    process.exit(1);
  }
  console.log('portal/src/routeTree.gen.ts is up to date.');
} else {
  console.log('Wrote portal/src/routeTree.gen.ts');
}
