// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useComparePick } from './compare-pick'

afterEach(cleanup)

const LIST = new Set(['a', 'b', 'c', 'd', 'e'])
const pick = (inUrl: string[]) =>
  renderHook(({ url }) => useComparePick(url, LIST), { initialProps: { url: inUrl } })

describe('choosing plans to compare', () => {
  it('opens the side-by-side view for two or three plans of the list named in the URL', () => {
    expect(pick(['a', 'b']).result.current).toMatchObject({ comparing: true, inView: ['a', 'b'] })
    expect(pick(['a', 'b', 'c']).result.current.inView).toEqual(['a', 'b', 'c'])
    // A plan that is not on this list (another county's, a typo) does not count.
    expect(pick(['a', 'zzz']).result.current).toMatchObject({
      comparing: false,
      inView: [],
      chosen: ['a'],
      notice: 'tooFew',
    })
  })

  it('keeps one, or more than three (the form without JavaScript), ticked on the list and says why', () => {
    expect(pick(['a']).result.current).toMatchObject({ comparing: false, notice: 'tooFew' })
    expect(pick(['a', 'b', 'c', 'd']).result.current).toMatchObject({
      comparing: false,
      chosen: ['a', 'b', 'c', 'd'],
      notice: 'tooMany',
    })
  })

  it('lets a person tick up to three, refuses a fourth with the limit notice, and untick', () => {
    const { result } = pick([])
    act(() => result.current.toggle('a', true))
    act(() => result.current.toggle('b', true))
    act(() => result.current.toggle('c', true))
    expect(result.current.chosen).toEqual(['a', 'b', 'c'])
    act(() => result.current.toggle('d', true))
    expect(result.current).toMatchObject({ chosen: ['a', 'b', 'c'], notice: 'limit' })
    act(() => result.current.toggle('b', false))
    expect(result.current).toMatchObject({ chosen: ['a', 'c'], notice: null })
  })

  it('is ready to compare with two or three, and says too few otherwise', () => {
    const { result } = pick([])
    let ready = true
    act(() => {
      ready = result.current.ready()
    })
    expect([ready, result.current.notice]).toEqual([false, 'tooFew'])
    act(() => result.current.toggle('a', true))
    act(() => {
      ready = result.current.ready()
    })
    expect([ready, result.current.notice]).toEqual([false, 'tooFew'])
    act(() => result.current.toggle('e', true))
    act(() => {
      ready = result.current.ready()
    })
    expect([ready, result.current.notice]).toEqual([true, null])
  })

  it('takes a new choice from the URL (a link, Back), and keeps the ticks when the URL drops it', () => {
    const { result, rerender } = pick(['a', 'b'])
    rerender({ url: ['c', 'd', 'e'] })
    expect(result.current).toMatchObject({ comparing: true, chosen: ['c', 'd', 'e'] })
    // Back from the side-by-side view to the list: the boxes stay ticked.
    rerender({ url: [] })
    expect(result.current).toMatchObject({ comparing: false, inView: [], chosen: ['c', 'd', 'e'] })
  })
})
