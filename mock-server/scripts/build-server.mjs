// Bundles the server's own TypeScript (src/) into dist/server.mjs for `npm start`: one file that plain Node runs,
// without a TypeScript loader. It starts faster and uses less memory than running src/ through tsx (whose module
// hooks run in a worker thread), and the packages in node_modules stay external, loaded by Node as usual.
// `import.meta.url` keeps each source file's own address, so paths the code finds relative to itself (the contract,
// the migrations) resolve as they do from src/. `npm run dev` and the tests still run src/ through tsx and vitest.
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
      const fs = await import('node:fs/promises');
      const source = await fs.readFile(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer() {
  await build({
    entryPoints: [path.join(serverDir, 'src', 'server.ts')],
    outfile: serverBundle,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
