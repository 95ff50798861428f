import { createFileRoute } from '@tanstack/react-router'
import { contentWebhook } from '~/content/content-webhook.server'
import { config } from '~/server/config.server'

// Prismic's publish webhook: the next request sees the newly published content (issue 17).
export const Route = createFileRoute('/api/content-webhook')({
  server: { handlers: { POST: ({ request }) => contentWebhook(request, config().PRISMIC_WEBHOOK_SECRET) } },
})
