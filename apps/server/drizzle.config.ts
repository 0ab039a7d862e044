import { defineConfig } from 'drizzle-kit';

// Run from apps/server (npm run db:generate): drizzle-kit must resolve the same drizzle-orm as the server.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
