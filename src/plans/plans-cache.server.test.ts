import { describe, expect, it } from 'vitest'
import { cached } from './plans-cache.server'

describe('catalogue cache', () => {
  it('loads once per key and database, sharing concurrent misses', async () => {
    const db = {}
    let loads = 0
    const load = async () => ++loads
    const [a, b] = await Promise.all([cached(db, 'k', load), cached(db, 'k', load)])
    expect([a, b, await cached(db, 'k', load)]).toEqual([1, 1, 1])
    expect(await cached({}, 'k', load)).toBe(2)
  })

  it('does not keep failures', async () => {
    const db = {}
    await expect(cached(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cached(db, 'k', async () => 'up')).toBe('up')
  })
})
