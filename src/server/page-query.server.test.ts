import { describe, expect, it } from 'vitest'
import { unreadBy, unreadParams, withoutParams } from './page-query.server'

const unread = (path: string) => unreadParams(new URL(`http://site.test${path}`))

describe("a page's unread query parameters", () => {
  it('names what no route of the page reads, and keeps what one does', async () => {
    expect(await unread('/?v=123abc')).toEqual(['v'])
    expect(await unread('/about-us/?utm_source=mail&x=1')).toEqual(['utm_source', 'x'])
    expect(await unread('/find-a-plan/?zip=33101&v=1')).toEqual(['v'])
    expect(await unread('/es/encontrar-un-plan/?zip=33101&year=2026&view=all')).toEqual([])
    expect(await unread('/search-formulary/?plan=h1234-001-2026&q=lisinopril&drug=x')).toEqual([])
    // The formulary's deep link names a plan by a bare key.
    expect(await unread('/search-formulary/?h1234-001-2026')).toEqual([])
    // A value the route drops is not read either (an unknown view).
    expect(await unread('/find-a-plan/?view=nope')).toEqual(['view'])
  })

  it("keeps what a page's form sends and its router writes back", async () => {
    // The provider search form's GET without JavaScript: every name is the route's own (an
    // empty field is not read), so the router's address and the pipeline's agree.
    expect(
      await unread('/search-providers/?zip=33125&r=10&q=&p=&s=&y=&filterType=all&language=Spanish'),
    ).toEqual(['q', 'p', 's', 'y'])
    expect(await unread('/search-providers/?zip=33125&r=10&filterType=all')).toEqual([])
    // The API's names are not the address's: sent, they are dropped (the router never writes them).
    expect(await unread('/es/buscar-proveedores/?zip=33125&category=all&radius=10')).toEqual([
      'category',
      'radius',
    ])
  })

  it('keeps a default a validator gives back as sent (the router writes it into the address)', () => {
    // A route whose validator fills in a default: without the parameter it reads the same, yet
    // the router puts it back into the address, so redirecting it away would loop.
    const withDefault = (raw: Record<string, unknown>) => ({
      radius: typeof raw.radius === 'string' ? raw.radius : '10',
    })
    expect(unreadBy([withDefault], { radius: '10', v: 'x' })).toEqual(['v'])
    expect(unreadBy([withDefault], { radius: '25' })).toEqual([])
  })

  it("keeps the call bar's channel on every page", async () => {
    expect(await unread('/about-us/?channel=direct')).toEqual([])
  })

  it('drops the named parameters and keeps the others as sent', () => {
    const url = new URL('http://site.test/find-a-plan/?v=1&zip=33101&a%20b=2&view=all')
    expect(withoutParams(url, ['v', 'a b'])).toBe('/find-a-plan/?zip=33101&view=all')
    expect(withoutParams(new URL('http://site.test/?v=1'), ['v'])).toBe('/')
  })
})
