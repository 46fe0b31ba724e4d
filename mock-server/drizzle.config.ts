import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @portal/server` writes a migration for every schema change; commit it with the change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
