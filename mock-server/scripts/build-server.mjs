// Bundles the server's own TypeScript (src/) into dist/server.mjs for `npm start`: one file that plain Node runs,
// without a TypeScript loader. It starts faster and uses less memory than running src/ through tsx (whose module
// hooks run in a worker thread), and the packages in node_modules stay external, loaded by Node as usual.
// `import.meta.url` keeps each source file's own address, so paths the code finds relative to itself (the contract,
// the migrations) resolve as they do from src/. `npm run dev` and the tests still run src/ through tsx and vitest.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(serverDir, 'dist', 'server.mjs');

/** Replaces `import.meta.url` in each source file with that file's own URL. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\/src\/.*\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

/**
 * The workspace packages (`@portal/sdk/csv`, …) are TypeScript that Node cannot load: they are bundled in, while
 * every other package stays external.
 */
const bundleWorkspaces = {
  name: 'bundle-workspace-packages',
  setup(builder) {
    const require = createRequire(path.join(serverDir, 'package.json'));
    builder.onResolve({ filter: /^@portal\// }, (args) => ({ path: require.resolve(args.path) }));
  },
};

export async function buildServer() {
  const result = await build({
    entryPoints: [path.join(serverDir, 'src', 'server.ts')],
    outfile: serverBundle,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [bundleWorkspaces, ownImportMetaUrl],
    write: false,
  });
  // Written beside and renamed into place: a server starting at the same moment never reads half a file.
  fs.mkdirSync(path.dirname(serverBundle), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();

/**
 * The command line `npm start` runs the server with (node's flags and dist/server.mjs, from package.json), relative
 * to the server's folder, so a benchmark measures that same process. Build the bundle first (buildServer).
 */
export function startCommand() {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const segment = (manifest.scripts.start ?? '').split('&&').find((part) => part.includes('dist/server.mjs'));
  const words = segment?.trim().split(/\s+/) ?? [];
  if (words[0] !== 'node') throw new Error('the start script does not run `node … dist/server.mjs`');
  return words.slice(1);
}
