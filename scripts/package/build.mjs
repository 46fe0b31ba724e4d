// Builds a workspace package for use outside the workspace: ESM JavaScript per entry (Vite library mode, dependencies
// left external), `.d.ts` types (tsc), and for @portal/ui the CSS of each entry, imported by its JavaScript so a
// bundler brings it along, plus all of it in one `styles.css`. Writes `dist/` and `dist/manifest.json` (the
// published `exports`), which `prepack` turns into the packed package.json.
// Usage (in the workspace folder): node ../scripts/package/build.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { packageTargets } from './targets.mjs';

const dir = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const target = packageTargets[pkg.name];
if (!target) throw new Error(`${pkg.name}: no package target in scripts/package/targets.mjs`);
const dist = path.join(dir, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

const entries = target.entries(dir);
const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const external = (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * Each chunk imports the CSS of the styles it uses, so importing a component brings its styles (and the theme's) with
 * it. vanilla-extract's CSS can land in a chunk of its own that ends up empty and imported by nobody: its CSS goes to
 * the chunks holding the matching `.css.ts` module, and the empty chunk is dropped.
 */
const importOwnCss = {
  name: 'package:import-own-css',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const cssOfStyleModule = new Map();
    for (const chunk of chunks) {
      const css = [...(chunk.viteMetadata?.importedCss ?? [])];
      for (const id of chunk.moduleIds) {
        if (id.endsWith('.css.ts.vanilla.css'))
          cssOfStyleModule.set(id.slice(0, -'.vanilla.css'.length), css);
      }
    }
    const imported = new Set(chunks.flatMap((c) => [...c.imports, ...c.dynamicImports]));
    for (const chunk of chunks) {
      if (
        chunk.moduleIds.every((id) => id.endsWith('.vanilla.css')) &&
        !imported.has(chunk.fileName) &&
        !chunk.isEntry
      ) {
        delete bundle[chunk.fileName];
        continue;
      }
      const css = new Set(chunk.viteMetadata?.importedCss ?? []);
      for (const id of chunk.moduleIds) for (const file of cssOfStyleModule.get(id) ?? []) css.add(file);
      if (css.size === 0) continue;
      const from = path.posix.dirname(chunk.fileName);
      const lines = [...css].map((file) => {
        const rel = path.posix.relative(from, file);
        return `import '${rel.startsWith('.') ? rel : `./${rel}`}';\n`;
      });
      chunk.code = lines.join('') + chunk.code;
    }
  },
};

await build({
  configFile: false,
  root: dir,
  logLevel: 'warn',
  plugins: [...(await target.plugins()), importOwnCss],
  build: {
    outDir: dist,
    emptyOutDir: false,
    minify: false,
    sourcemap: false,
    target: 'es2022',
    copyPublicDir: false,
    cssCodeSplit: true,
    lib: {
      entry: Object.fromEntries(entries.map((e) => [e.name, path.join(dir, e.source)])),
      formats: ['es'],
    },
    rollupOptions: {
      external,
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names?.[0]?.endsWith('.css') ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
});

// Types: the sources' declarations, with `.ts` imports rewritten to `.js`.
execFileSync('npx', ['tsc', '-p', path.join(dir, 'tsconfig.package.json')], { cwd: dir, stdio: 'inherit' });

// tsc keeps the sources' `.ts` specifiers in declarations: point them at the `.d.ts` files beside them.
for (const file of fs.readdirSync(path.join(dist, 'types'), { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const full = path.join(dist, 'types', file);
  const text = fs.readFileSync(full, 'utf8');
  fs.writeFileSync(full, text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.tsx?\2/g, '$1$2$3.js$2'));
}

// One stylesheet with everything, for who links CSS by hand.
const cssDir = path.join(dist, 'css');
if (fs.existsSync(cssDir)) {
  const all = fs
    .readdirSync(cssDir)
    .sort()
    .map((file) => fs.readFileSync(path.join(cssDir, file), 'utf8'));
  fs.writeFileSync(path.join(dist, 'styles.css'), all.join('\n'));
}

const exportsMap = {};
for (const e of entries) {
  const types = `./dist/types/${e.source.replace(/^src\//, '').replace(/\.tsx?$/, '.d.ts')}`;
  exportsMap[`./${e.name}`] = { types, import: `./dist/${e.name}.js` };
}
if (fs.existsSync(cssDir)) exportsMap['./styles.css'] = './dist/styles.css';
exportsMap['./package.json'] = './package.json';
fs.writeFileSync(path.join(dist, 'manifest.json'), `${JSON.stringify({ exports: exportsMap }, null, 2)}\n`);
console.log(`${pkg.name}: ${entries.length} entries built into dist/`);
