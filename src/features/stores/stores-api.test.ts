import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../../db/client.ts'
import { databaseKinds } from '../../../tests/support/databases'
import { openDirectoryDatabase } from '../../../tests/support/directory-database'
import type { StoreResult } from './store-query'
import { storesApi } from './stores-api.server'

describe.each(databaseKinds())('GET /api/stores on %s', (kind) => {
  let open: OpenDatabase
  const get = async (query: string) => {
    const response = await storesApi(
      new Request(`http://site.test/api/stores?${query}`),
      async () => open.db,
    )
    return {
      status: response.status,
      body: (await response.json()) as {
        served?: boolean
        stores?: StoreResult[]
        total?: number
        page?: number
        pageCount?: number
      },
    }
  }

  beforeAll(async () => {
    open = await openDirectoryDatabase(kind)
  })
  afterAll(async () => open?.close())

  it('lists card-accepting stores nearest first within the radius', async () => {
    const { status, body } = await get('zip=77002&radius=10')
    expect(status).toBe(200)
    expect(body.served).toBe(true)
    const stores = body.stores ?? []
    expect(stores.length).toBeGreaterThan(5)
    const distances = stores.map((s) => s.distanceMiles)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances.every((d) => d <= 10)).toBe(true)
    expect(stores.map((s) => s.name)).toContain('H-E-B')
    expect(stores[0]!.directionsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//)
  })

  it('counts every store within the radius and pages them 25 at a time, nearest first', async () => {
    const first = (await get('zip=77002&radius=25')).body
    const total = first.total ?? 0
    expect(total).toBeGreaterThan(25)
    expect(first).toMatchObject({ page: 1, pageCount: Math.ceil(total / 25) })
    expect(first.stores).toHaveLength(25)
    const second = (await get('zip=77002&radius=25&page=2')).body
    expect(second).toMatchObject({ total, page: 2 })
    expect(second.stores!.length).toBe(Math.min(25, total - 25))
    expect(second.stores![0]!.distanceMiles).toBeGreaterThanOrEqual(
      first.stores![24]!.distanceMiles,
    )
    const ids = new Set(first.stores!.map((s) => s.id))
    expect(second.stores!.some((s) => ids.has(s.id))).toBe(false)
    // Past the last page: the count stays true, the list is empty.
    expect((await get(`zip=77002&radius=25&page=${first.pageCount! + 1}`)).body).toMatchObject({
      total,
      stores: [],
    })
  })

  it('answers an empty list when no store is that close', async () => {
    const found = await open.db.execute(sql`
      select z.zip from zips z where z.state = 'TX' and not exists (
        select 1 from stores s where s.lat between z.lat - 0.05 and z.lat + 0.05 and s.lon between z.lon - 0.05 and z.lon + 0.05)
      order by z.zip limit 1`)
    const zip = (found as unknown as { rows: Array<{ zip: string }> }).rows[0]!.zip
    expect((await get(`zip=${zip}&radius=1`)).body).toMatchObject({ served: true, stores: [] })
  })

  it('answers served: false outside the service area', async () => {
    expect((await get('zip=10001')).body).toEqual({ zip: '10001', served: false })
  })

  it.each([
    '',
    'zip=7700',
    'zip=77002&radius=-3',
    'zip=77002&radius=500',
    'zip=77002&radius=x',
    'zip=77002&page=0',
    'zip=77002&page=x',
  ])('rejects bad input "%s" with a 400 JSON error', async (query) => {
    const { status, body } = await get(query)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { code: 'invalid_query' } })
  })
})
