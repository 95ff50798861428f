import { describe, expect, it, vi } from 'vitest'

const changed = vi.hoisted(() => ({ count: 0 }))
vi.mock('./content-version.server', () => ({ contentChanged: () => (changed.count += 1) }))

const { contentWebhook } = await import('./content-webhook.server')

const post = (body: string) => new Request('http://site.test/api/content-webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
const SECRET = 'a-shared-secret-of-enough-length'

describe('the content publish webhook', () => {
  it('clears the page cache when Prismic sends the shared secret', async () => {
    const before = changed.count
    const response = await contentWebhook(post(JSON.stringify({ type: 'api-update', secret: SECRET })), SECRET)
    expect(response.status).toBe(200)
    expect(changed.count).toBe(before + 1)
  })

  it('refuses a wrong or missing secret and bad JSON, and changes nothing', async () => {
    const before = changed.count
    expect((await contentWebhook(post(JSON.stringify({ secret: 'a-shared-secret-of-enough-lengtX' })), SECRET)).status).toBe(401)
    expect((await contentWebhook(post(JSON.stringify({ type: 'api-update' })), SECRET)).status).toBe(401)
    expect((await contentWebhook(post('{not json'), SECRET)).status).toBe(400)
    expect(changed.count).toBe(before)
  })

  it('is off when no secret is configured', async () => {
    expect((await contentWebhook(post(JSON.stringify({ secret: SECRET })), undefined)).status).toBe(404)
  })
})
