import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/support/content-repository'
import { createEmbeddedHandler } from './embedded/handler.server'

/**
 * The preview route with a real repository: Prismic opens
 * `/preview?token=<its preview URL>&documentId=<the document's id>` (https://prismic.io/docs/previews);
 * the token is a URL on the repository, and the Content API takes it as the ref of the drafts.
 * A stand-in Content API on this machine (the embedded repository over HTTP, which answers the
 * drafts for exactly that token) stands for the repository; the site runs with PRISMIC_REPOSITORY
 * set to its endpoint, so the real client path runs as it does against Prismic.
 */
const TOKEN =
  'https://ceiba-health.prismic.io/previews/Z2Yq3BEAACMA0vGq:Z2YrBxEAACQA0vG9?websitePreviewId=Z2YpwxEAACIA0vF_'
const handler = createEmbeddedHandler({ root: FIXTURE_ROOT, isPreviewRef: (ref) => ref === TOKEN })
const server = createServer(async (request, response) => {
  const answer = await handler(
    new Request(`http://stand-in${request.url}`, {
      headers: request.headers as Record<string, string>,
    }),
  )
  response
    .writeHead(answer.status, Object.fromEntries(answer.headers))
    .end(Buffer.from(await answer.arrayBuffer()))
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
afterAll(() => new Promise((resolve) => server.close(resolve)))
vi.stubEnv(
  'PRISMIC_REPOSITORY',
  `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`,
)

// The request's cookies, as TanStack Start's server helpers read and set them.
const cookies = vi.hoisted(() => new Map<string, string>())
vi.mock('@tanstack/react-start/server', () => ({
  getCookie: (name: string) => cookies.get(name),
  setCookie: (name: string, value: string) => void cookies.set(name, value),
  getRequestHeader: () => undefined,
}))

const { enterPreview, previewRefFromCookie } = await import('./preview.server')

describe('a preview link from a Prismic repository', () => {
  it('opens the draft’s page and keeps Prismic’s token in a signed session cookie', async () => {
    const link = new URL(
      `https://www.ceibahealth.example/preview?token=${encodeURIComponent(TOKEN)}&documentId=fx-page-draft-only`,
    )
    const outcome = await enterPreview(
      link.searchParams.get('token')!,
      link.searchParams.get('documentId')!,
    )
    expect(outcome).toEqual({ url: '/events/spring-open-house/' })
    const cookie = cookies.get('io.prismic.preview')!
    expect(cookie).toMatch(/^pv1\./)
    expect(cookie).not.toContain('prismic.io')
    expect(previewRefFromCookie()).toBe(TOKEN)
  })

  it('says the document is not found when the draft is not under that token', async () => {
    cookies.clear()
    expect(await enterPreview(TOKEN, 'no-such-document')).toEqual({ error: 'notFound' })
    expect(cookies.size).toBe(0)
  })
})
