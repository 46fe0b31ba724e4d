import { defineConfig } from 'vitest/config';

// Unit tests of the portal's logic (session, roles, guards, menus). Screens are tested in Storybook and end to end.
export default defineConfig({
  test: {
    name: 'portal',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
