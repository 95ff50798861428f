import type { WebhookBodyAPIUpdate, WebhookBodyTestTrigger } from '@prismicio/client'
import { describe, expect, it, vi } from 'vitest'

const changed = vi.hoisted(() => ({ count: 0 }))
vi.mock('./content-version.server', () => ({
  announceContentChange: async () => void (changed.count += 1),
}))

const { contentWebhook } = await import('./content-webhook.server')

const post = (body: string) =>
  new Request('http://site.test/api/content-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
const SECRET = 'a-shared-secret-of-enough-length'

// What Prismic sends on a publish, in the shape @prismicio/client types it (`WebhookBodyAPIUpdate`,
// https://prismic.io/docs/webhooks): the repository, the new master ref, what changed, the secret.
const publish: WebhookBodyAPIUpdate = {
  type: 'api-update',
  masterRef: 'Z2Yq3BEAACMA0vGq',
  releases: {},
  masks: {},
  tags: {},
  documents: ['lq2rwckQ4AqW0BTs', 'GetQ42l3Fh85FBiW'],
  domain: 'ceiba-health',
  apiUrl: 'https://ceiba-health.prismic.io/api',
  secret: SECRET,
}
// The "Trigger it" button of Prismic's webhook settings.
const testTrigger: WebhookBodyTestTrigger = {
  type: 'test-trigger',
  domain: 'ceiba-health',
  apiUrl: 'https://ceiba-health.prismic.io/api',
  secret: SECRET,
}

describe('the content publish webhook', () => {
  it('clears content when Prismic publishes, with the body Prismic sends', async () => {
    const before = changed.count
    const response = await contentWebhook(post(JSON.stringify(publish)), SECRET)
    expect(response.status).toBe(200)
    expect(changed.count).toBe(before + 1)
    expect((await contentWebhook(post(JSON.stringify(testTrigger)), SECRET)).status).toBe(200)
  })

  it('refuses a wrong or missing secret and bad JSON, and changes nothing', async () => {
    const before = changed.count
    expect(
      (
        await contentWebhook(
          post(JSON.stringify({ ...publish, secret: 'a-shared-secret-of-enough-lengtX' })),
          SECRET,
        )
      ).status,
    ).toBe(401)
    expect(
      (await contentWebhook(post(JSON.stringify({ ...publish, secret: null })), SECRET)).status,
    ).toBe(401)
    expect(
      (await contentWebhook(post(JSON.stringify({ type: 'api-update' })), SECRET)).status,
    ).toBe(401)
    expect((await contentWebhook(post('{not json'), SECRET)).status).toBe(400)
    expect(changed.count).toBe(before)
  })

  it('is off when no secret is configured', async () => {
    expect((await contentWebhook(post(JSON.stringify(publish)), undefined)).status).toBe(404)
  })
})
