import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/db/tables/!(*.test).ts', './src/platform/*/schema.ts'],
  out: './drizzle',
});
