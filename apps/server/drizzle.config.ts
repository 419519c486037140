import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/db/tables/*.ts', './src/platform/*/schema.ts'],
  out: './drizzle',
});
