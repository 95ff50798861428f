import { createFileRoute } from '@tanstack/react-router'
import { contentWebhook } from '~/content/content-webhook.server'
import { config } from '~/server/config.server'
import { endpointRules } from '~/server/endpoint-rules.server'
import { KB } from '~/server/request-guards'

// Prismic's publish webhook: the next request sees the newly published content (decision 0015).
export const Route = createFileRoute('/api/content-webhook')({
  server: {
    // Prismic's own servers post here (signed by the webhook secret): no limit per address, 16 KB.
    middleware: [
      endpointRules({ body: { types: ['json', 'form'], limit: 16 * KB, optional: true } }),
    ],
    handlers: { POST: ({ request }) => contentWebhook(request, config().PRISMIC_WEBHOOK_SECRET) },
  },
})
