import { describe, expect, it } from 'vitest'
import { documentLinkTargets } from './link-targets.server'

describe('the targets of Document links, read by id', () => {
  it('gives each document’s type, uid, language and address from the route resolver', async () => {
    // The Hero mock's links: the find-a-plan page and the request-a-call page.
    expect(
      await documentLinkTargets(['dpCt850BHHHPWDMN', 'Wg5j73NyJd1r4ccG', 'NoSuchDocument00']),
    ).toEqual({
      dpCt850BHHHPWDMN: { type: 'page', uid: 'find-a-plan', lang: 'en-us', url: '/find-a-plan/' },
      Wg5j73NyJd1r4ccG: { type: 'page', uid: 'request-call', lang: 'en-us', url: '/request-call/' },
    })
  })

  it('reads nothing for no ids', async () => {
    expect(await documentLinkTargets([])).toEqual({})
  })
})
