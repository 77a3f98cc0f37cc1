import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config packages/server/drizzle.config.ts` writes a new migration
// after a change to the schema; the server applies pending migrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema.ts',
  out: './packages/server/drizzle',
});
