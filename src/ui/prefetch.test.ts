import { describe, expect, it, vi } from 'vitest'
import { createPrefetchQueue, prefetchAllowed } from './prefetch'
import {
  buildReloadFlag,
  isChunkLoadError,
  reloadOnce,
  serverAnswers,
  shouldReloadForBuild,
} from './recovery'

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'

describe('prefetch rules (spec 9.8)', () => {
  it('skips bots, data saver and 2G', () => {
    expect(prefetchAllowed({ userAgent: chrome })).toBe(true)
    expect(prefetchAllowed({ userAgent: 'Googlebot/2.1' })).toBe(false)
    expect(prefetchAllowed({ userAgent: chrome, connection: { saveData: true } })).toBe(false)
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: '2g' } })).toBe(false)
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: 'slow-2g' } })).toBe(
      false,
    )
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: '4g' } })).toBe(true)
  })

  it('serves a measuring tool what a person gets (no special case for Lighthouse)', () => {
    expect(prefetchAllowed({ userAgent: `${chrome} Chrome-Lighthouse` })).toBe(true)
  })

  it('drains in batches of 4 and never twice the same path', () => {
    const load = vi.fn()
    const queue = createPrefetchQueue(load)
    for (const path of ['/a/', '/b/', '/c/', '/d/', '/e/', '/a/']) queue.add(path)
    queue.drain()
    expect(load.mock.calls.map(([path]) => path)).toEqual(['/a/', '/b/', '/c/', '/d/'])
    queue.drain()
    expect(load).toHaveBeenLastCalledWith('/e/')
    expect(queue.size).toBe(0)
  })
})

describe('recovery rules (spec 4.5)', () => {
  const memory = () => {
    const values = new Map<string, string>()
    return {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    }
  }

  it('recognises chunk load failures', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new Error('page resources for /about-us/ not found'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads only once per flag', () => {
    const storage = memory()
    const reload = vi.fn()
    expect(reloadOnce(storage, 'x', reload)).toBe(true)
    expect(reloadOnce(storage, 'x', reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads for a new build once per session', () => {
    const storage = memory()
    expect(shouldReloadForBuild('a', 'a', storage)).toBe(false)
    expect(shouldReloadForBuild('a', undefined, storage)).toBe(false)
    expect(shouldReloadForBuild('a', 'b', storage)).toBe(true)
    storage.setItem(buildReloadFlag('b'), '1')
    expect(shouldReloadForBuild('a', 'b', storage)).toBe(false)
  })
})

describe('reload only when the server answers (spec 7.1 HEAD check)', () => {
  it('sends a HEAD request and reports whether anything answered', async () => {
    const up = vi.fn().mockResolvedValue(new Response(null, { status: 404 }))
    expect(await serverAnswers('/about-us/', up)).toBe(true)
    expect(up).toHaveBeenCalledWith('/about-us/', { method: 'HEAD', cache: 'no-store' })
    const down = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await serverAnswers('/about-us/', down)).toBe(false)
  })
})
