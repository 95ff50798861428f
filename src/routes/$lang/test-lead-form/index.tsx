import { createFileRoute } from '@tanstack/react-router'
import { TestLeadFormPage } from '~/features/leads/test-lead-pages'

export const Route = createFileRoute('/$lang/test-lead-form/')({
  head: () => ({
    meta: [{ title: 'Test lead form | Ceiba Health' }, { name: 'robots', content: 'noindex' }],
  }),
  component: TestLeadFormPage,
})
