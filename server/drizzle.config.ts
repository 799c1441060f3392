import { defineConfig } from 'drizzle-kit';

// Migrations are generated once from the schema and applied at API start on PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle',
});
