import { createFileRoute } from '@tanstack/react-router'
import { emailSignupsApi } from '~/features/email-signup/email-signups-api.server'
import { config } from '~/server/config.server'
import { getDb } from '~/server/db.server'

export const Route = createFileRoute('/api/email-signups')({
  server: {
    handlers: { POST: ({ request }) => emailSignupsApi(request, { marketingUrl: config().MARKETING_SIGNUP_URL, db: getDb }) },
  },
})
