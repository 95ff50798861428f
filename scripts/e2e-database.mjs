// Before the Playwright journeys run against PostgreSQL: a fresh, empty database of their own
// (DATABASE_URL names it; ADMIN_DATABASE_URL is the server's maintenance connection), so no state
// left from an earlier run can change the outcome. Nothing happens on the embedded PGlite default.
import pg from 'pg'

const target = process.env.DATABASE_URL
const admin = process.env.ADMIN_DATABASE_URL
if (target && admin) {
  const name = new URL(target).pathname.slice(1)
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected e2e database name: ${name}`)
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  console.log(`Fresh PostgreSQL database ${name} for the journeys`)
}
