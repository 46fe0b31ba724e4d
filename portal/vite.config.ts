import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { precompressDir } from './build/precompress.ts';
import { loginEntry, prerender } from './build/prerender.ts';

const portalDir = path.dirname(fileURLToPath(import.meta.url));
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Keeps the hashed files of earlier builds for a while instead of emptying dist/: a page still open on the previous
 * build (a test run while the portal is rebuilt, a visitor during a deploy) can load its lazy chunks. Files no build
 * wrote for `keepMs` are removed.
 */
function pruneOldAssets(keepMs: number): Plugin {
  return {
    name: 'portal:prune-old-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const assetsDir = path.join(options.dir ?? path.join(portalDir, 'dist'), 'assets');
      if (!fs.existsSync(assetsDir)) return;
      const written = new Set(Object.keys(bundle).map((fileName) => path.basename(fileName)));
      const cutoff = Date.now() - keepMs;
      for (const name of fs.readdirSync(assetsDir)) {
        const file = path.join(assetsDir, name);
        // A compressed copy (build/precompress.ts) lives as long as its file.
        const original = name.replace(/\.(br|gz)$/, '');
        if (!written.has(original) && fs.statSync(file).mtimeMs < cutoff) fs.rmSync(file, { force: true });
      }
    },
  };
}

/**
 * TanStack Form reports every form's state to TanStack's devtools through `@tanstack/devtools-event-client`, which
 * in a production build only polls for a devtools panel that is never there (a reconnect timer per page, ~1.3 KB
 * gzip in every form screen's chunk). The build gets a silent client of the same shape instead.
 */
function withoutDevtoolsClient(): Plugin {
  const stubId = '\0portal:devtools-event-client';
  return {
    name: 'portal:without-devtools-event-client',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '@tanstack/devtools-event-client' ? stubId : null;
    },
    load(id) {
      if (id !== stubId) return null;
      return `export class EventClient {
  constructor() {}
  on() { return () => {}; }
  onAll() { return () => {}; }
  onAllPluginEvents() { return () => {}; }
  emit() {}
  getPluginId() { return ''; }
}`;
    },
  };
}

/**
 * After the client build, in order: the public pages prerendered and the shell put into index.html
 * (build/prerender.ts), then brotli and gzip copies of every file (build/precompress.ts). The SSR build that
 * prerendering runs loads this config too and skips this step.
 */
function postBuild(): Plugin {
  let config: ResolvedConfig;
  const chunkOfModule = new Map<string, string>();
  return {
    name: 'portal:post-build',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') for (const id of chunk.moduleIds) chunkOfModule.set(id, chunk.fileName);
      }
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await prerender(config, chunkOfModule);
      await precompressDir(path.resolve(config.root, config.build.outDir));
    },
  };
}

// use-sync-external-store: react-aria's too, so it goes with React, not with the router.
const reactModule = /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/;
const routerModule =
  /[\\/]node_modules[\\/]@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core)[\\/]/;
// The frame of every page and the two login screens with what they use (react-aria's parts, the API client): one
// chunk, so a first visit makes few requests. None of it imports the router or TanStack Query, so the login pages
// hydrate with React, this chunk and their entry (src/prerender/client.tsx). The other public pages (reset,
// invitation) keep their own chunks with their form library.
const publicModule =
  /[\\/](portal[\\/]src[\\/](features[\\/]session[\\/](SignInForm|LoginView|signIn|session|roles|browserSession)\.|features[\\/]shared[\\/]frame[\\/](publicScreen|PublicFrame|PublicLayout\.css|PageFrame)|features[\\/]shared[\\/]forms[\\/](FormAlert|messages)\.|app[\\/](AppProviders|useHydrated|toaster|serviceWorker)\.|config[\\/]company\.|prerender[\\/]pages\.)|ui[\\/]src[\\/](AppShell|NavBar|PublicBar|Footer|Link|TextField|Button|InlineAlert|Icon)[\\/])/;

// The ui's layout components (Stack, Inline, Columns and their gaps): one small chunk the screens share, instead of a
// chunk each (a request each) wherever the bundler would split them by the routes that use them.
const layoutModule =
  /[\\/]ui[\\/]src[\\/](Stack[\\/]|Inline[\\/]|Columns[\\/]|theme[\\/]layout\.css|utils[\\/]layoutElement\.)/;

// The project's own modules (portal, ui, sdk) do nothing on import besides defining their exports, except the
// stylesheets (vanilla-extract's `.css.ts`, which register CSS). Saying so lets the bundler drop an import whose
// names go unused: a feature's index.ts re-exporting a form schema (a top-level `z.object(…)` call, which the bundler
// must otherwise assume does something) no longer makes every page that imports the feature load zod.
const ownModule = /[\\/](portal|ui|sdk)[\\/]src[\\/]/;
const stylesheet = /\.css(\.ts)?($|\?)|\.vanilla\.css/;
function moduleSideEffects(id: string): boolean | undefined {
  if (id.includes('node_modules') || !ownModule.test(id)) return undefined;
  return stylesheet.test(id);
}

export default defineConfig({
  root: portalDir,
  plugins: [
    // Reads tsr.config.json (shared with scripts/generate-routes.mjs); must come before react().
    tanstackRouter({
      tmpDir: path.join(portalDir, '.tanstack', 'tmp'),
      // Each route file is split in two: what matching needs (path, search check, guard) stays in the route tree the
      // entry loads; its loader goes with its component into the route's own chunk, loaded when the route is
      // entered (build/prerender.ts preloads the visited route's). A loader left in the tree took its imports with it
      // (forms, schemas, the data table), so every page loaded them before its first render.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent', 'notFoundComponent', 'pendingComponent'],
        ],
      },
    }),
    react(),
    vanillaExtractPlugin(),
    withoutDevtoolsClient(),
    pruneOldAssets(30 * 60_000),
    postBuild(),
  ],
  server: {
    proxy: {
      '/api': api,
      '/dev': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    cssCodeSplit: false,
    // scripts/size.mjs reads it to find what a first visit to /login loads.
    manifest: true,
    rolldownOptions: {
      // The app, and the script of the prerendered login pages that hydrates them without the app.
      input: { index: path.join(portalDir, 'index.html'), login: path.join(portalDir, loginEntry) },
      treeshake: { moduleSideEffects },
      output: {
        // Seven characters of hash (rolldown's least for this many chunks) tell builds apart as well as eight, and the entry lists every lazy chunk by name.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            {
              debugName: 'react',
              name: (id) => (reactModule.test(id) ? 'react' : null),
            },
            {
              debugName: 'router and queries',
              name: (id) => (routerModule.test(id) ? 'router' : null),
            },
            {
              debugName: 'public pages',
              name: (id) => (publicModule.test(id) ? 'public' : null),
            },
            {
              debugName: 'layout components',
              name: (id) => (layoutModule.test(id) ? 'layout' : null),
            },
          ],
        },
      },
    },
  },
});
