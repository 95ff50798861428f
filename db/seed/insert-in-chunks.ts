import { getTableColumns, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from '../client.ts'

/**
 * Inserts many rows in multi-row statements, keeping each under PostgreSQL's 65,535 bind
 * parameters. With `upsertOn`, a row whose key exists is updated in place instead, so rows that
 * other tables reference survive a reseed.
 */
export async function insertInChunks<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  options: number | { size?: number; upsertOn?: PgColumn[] } = {},
) {
  const { size = 2000, upsertOn } = typeof options === 'number' ? { size: options } : options
  const keys = new Set(upsertOn?.map((column) => column.name))
  const updates: PgUpdateSetSource<T> = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !keys.has(column.name))
      .map(([property, column]) => [property, sql.raw(`excluded."${column.name}"`)]),
  ) as PgUpdateSetSource<T>
  for (let start = 0; start < rows.length; start += size) {
    const insert = db.insert(table).values(rows.slice(start, start + size))
    await (upsertOn ? insert.onConflictDoUpdate({ target: upsertOn, set: updates }) : insert)
  }
}
