import { describe, expect, it } from 'vitest'
import { ResponseCache } from './response-cache'

describe('FHIR response cache', () => {
  it('answers a stored body until it expires', () => {
    let now = 1000
    const cache = new ResponseCache(1000, 100, () => now)
    cache.set('a', 'body')
    expect(cache.get('a')).toBe('body')
    now = 1099
    expect(cache.get('a')).toBe('body')
    now = 1101
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it('drops the least recently used past its budget, and never keeps one answer larger than an eighth of it', () => {
    const cache = new ResponseCache(800, 1000, () => 0)
    cache.set('a', 'x'.repeat(100))
    cache.set('b', 'x'.repeat(100))
    for (let i = 0; i < 6; i++) cache.set(`c${i}`, 'x'.repeat(100))
    expect(cache.get('a')).toBe('x'.repeat(100)) // used: now the most recent
    cache.set('d', 'x'.repeat(100))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.bytes).toBeLessThanOrEqual(800)
    cache.set('huge', 'x'.repeat(101))
    expect(cache.get('huge')).toBeUndefined()
  })
})
