import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests of the portal's logic (session, roles, guards, menus). Screens are tested in Storybook and end to end.
// vanilla-extract compiles the ui's style sheets, which a module importing `@portal/ui` loads with its components.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: [
      {
        find: /^pdfjs-dist$/,
        replacement: fileURLToPath(new URL('./vitest.pdfjs-stub.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'portal',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
