import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config src/db/drizzle.config.ts` (from gateway/) writes a new migration. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
