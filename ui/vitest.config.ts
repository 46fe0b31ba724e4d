import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { renderTime } from './render-budget/commands.ts';
import { releasePointer, visualSnapshot } from './visual/commands.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// NODE_ENV=production (npm run test:render): React's profiling build (its production build, with the Profiler's
// timings that the render budget reads), the React users get; without it, React's development build. Its own
// dependency cache: the two builds of React never mix.
const profilingBuild = process.env.NODE_ENV === 'production';

// Debian's Chromium: nothing here downloads a browser.
const chromium = playwright({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  },
  // The same clock zone and pixel ratio on every machine, so screenshots compare.
  contextOptions: {
    timezoneId: 'UTC',
    deviceScaleFactor: 1,
    colorScheme: 'light',
    // Room for the story frame at its full size (a smaller window scales it down) up to the tallest screenshot.
    viewport: { width: 1300, height: 4100 },
  },
});

// A fresh object per project: vitest writes into the instances it is given.
const browser = () => ({
  enabled: true,
  headless: true,
  // Failures are read from the report; screenshots would land beside the sources.
  screenshotFailures: false,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  ...(profilingBuild && {
    cacheDir: 'node_modules/.vite-profiling',
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  }),
  optimizeDeps: {
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail the test.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      ...(profilingBuild ? ['react-dom/profiling'] : []),
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria-components',
      '@internationalized/date',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/css/adapter',
      '@vanilla-extract/css',
      '@vanilla-extract/dynamic',
    ],
  },
  test: {
    // Attachments (failure screenshots) stay out of the source tree.
    attachmentsDir: 'node_modules/.cache/vitest-attachments',
    projects: [
      {
        // Every story: render, run its play function, then axe (parameters.a11y.test = 'error'), then its screenshot
        // against the baseline in visual/baselines (VISUAL=0 leaves the screenshots out).
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '../.storybook') })],
        test: {
          name: 'storybook',
          browser: { ...browser(), commands: { releasePointer, visualSnapshot } },
          // Two story files at a time, each in its own page: while one page renders, the other's imports are
          // transformed and its screenshots compared in Node (Vitest's default on two cores is one).
          maxWorkers: Number(process.env.STORY_WORKERS ?? 2),
          // Projects with different numbers of workers run as separate groups: the stories first, then the
          // component tests.
          sequence: { groupOrder: 0 },
          setupFiles: [path.join(dirname, 'visual/setup.ts')],
          globalSetup: [path.join(dirname, 'visual/global-setup.ts')],
          provide: { visual: process.env.VISUAL !== '0' },
          // The screenshots run in an afterEach hook: a long screen at two widths on a busy machine needs more than 10 s.
          hookTimeout: 60_000,
          // A file's first story also waits for Vite to transform the story's imports: 15-17 s on this 2-core machine.
          testTimeout: 60_000,
          // On CI one retry, as the end-to-end tests have: a story that fails and then passes is named in the summary
          // as flaky with what its first attempt said (scripts/test.mjs), never hidden; one that fails twice fails the
          // run. Locally none, so a flake shows at once.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        // Component logic tests beside the components, in the same browser.
        extends: true,
        test: {
          name: 'component',
          include: ['src/**/*.test.{ts,tsx}'],
          sequence: { groupOrder: 1 },
          setupFiles: ['src/theme/test-setup.ts'],
          browser: browser(),
        },
      },
      // The render budget (npm run test:render): every ui story mounted on its own, one file at a time, in React's
      // profiling build only (its figures mean nothing in the development build).
      ...(profilingBuild
        ? [
            {
              extends: true as const,
              test: {
                name: 'render',
                include: ['render-budget/*.test.tsx'],
                maxWorkers: 1,
                sequence: { groupOrder: 2 },
                globalSetup: [path.join(dirname, 'render-budget/global-setup.ts')],
                browser: { ...browser(), commands: { renderTime } },
                // A story whose render never settles still finishes within the test (120 frames).
                testTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
