// The database schema: every entity of section 3 of both specifications.
// Column names are snake_case in SQL (drizzle `casing: 'snake_case'`) and camelCase here, matching the API's field
// names so handlers can map rows to responses without renaming. Changing this file needs a new migration:
// `npm run db:generate -w @portal/server`, then commit mock-server/drizzle/.
// The tables live by area under schema/; this module is what the server, the seed and drizzle-kit import.
export * from './schema/accounts.ts';
export * from './schema/announcements.ts';
export * from './schema/audit.ts';
export * from './schema/notifications.ts';
export * from './schema/rental.ts';
export * from './schema/second-factors.ts';
export * from './schema/server-state.ts';
export * from './schema/service-requests.ts';
export * from './schema/strata.ts';
