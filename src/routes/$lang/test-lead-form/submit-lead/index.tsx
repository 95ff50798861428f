import { createFileRoute } from '@tanstack/react-router'
import { SubmitTestLeadPage } from '~/features/leads/test-lead-pages'

export const Route = createFileRoute('/$lang/test-lead-form/submit-lead/')({
  head: () => ({
    meta: [{ title: 'Submit a test lead | Ceiba Health' }, { name: 'robots', content: 'noindex' }],
  }),
  component: SubmitTestLeadPage,
})
