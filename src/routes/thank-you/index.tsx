import { createFileRoute } from '@tanstack/react-router'
import { ThankYouPage, thankYouHead } from '~/features/email-signup/thank-you-page'

export const Route = createFileRoute('/thank-you/')({
  head: () => thankYouHead('en'),
  component: () => <ThankYouPage lang="en" />,
})
