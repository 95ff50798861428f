import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { EnrollmentPage } from '~/features/enrollment/enrollment-page'
import { enrollmentTitle, enrollSearch } from '~/features/enrollment/enroll-search'
import { loadEnrollment, planYearOrNotFound } from '~/features/enrollment/enrollment-route'
import { enrollmentFormPost } from '~/features/enrollment/enrollment-form-route.server'
import { perHour } from '~/server/rate-limits.server'
import { KB } from '~/server/request-guards'

/** The enrollment application of a plan year (spec 2.3, 2.4): the year's page document and the wizard. */
export const Route = createFileRoute('/$lang/enroll-{$year}/')({
  validateSearch: enrollSearch,
  // Without JavaScript each step's form posts here (decision 0024): a person posts each of six steps,
  // with corrections and retries, 200 an hour per address; a step is a few KB urlencoded.
  server: {
    handlers: {
      POST: ({ request, params }) =>
        enrollmentFormPost(request, params.lang, params.year, {
          rateLimit: perHour('enrollmentForm', 200),
          body: { types: ['form'], limit: 64 * KB },
        }),
    },
  },
  // The step is the wizard's business: moving between steps loads nothing.
  loaderDeps: ({ search }) => ({ plan: search.plan, zip: search.zip }),
  loader: async ({ context, params, deps, location }) => {
    const [page] = await Promise.all([
      loadPageDocument(context.queryClient, location.pathname),
      loadEnrollment(context.queryClient, params.year, deps),
    ])
    return page
  },
  head: ({ loaderData, params }) =>
    featurePageHead(loaderData, enrollmentTitle(params.lang, params.year), { noindex: true }),
  component: function Enrollment() {
    const { lang, year } = Route.useParams()
    const planYear = planYearOrNotFound(year)
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={enrollmentTitle(lang, year)}
        feature={{
          id: 'enrollment',
          element: <EnrollmentPage lang={lang} year={planYear} search={Route.useSearch()} />,
        }}
      />
    )
  },
})
