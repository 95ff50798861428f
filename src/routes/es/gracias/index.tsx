import { createFileRoute } from '@tanstack/react-router'
import { ThankYouPage, thankYouHead } from '~/features/email-signup/thank-you-page'

export const Route = createFileRoute('/es/gracias/')({
  head: () => thankYouHead('es'),
  component: () => <ThankYouPage lang="es" />,
})
