import { defineConfig } from 'drizzle-kit'

// Migrations are generated (npm run db:generate), committed and append-only.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
})
