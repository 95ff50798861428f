import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { enrollmentTitle } from '~/features/enrollment/enroll-search'
import { loadEnrollmentOutcome, planYearOrNotFound } from '~/features/enrollment/enrollment-route'
import { FailurePage } from '~/features/enrollment/result-pages'

export const Route = createFileRoute('/$lang/enroll-{$year}/error/')({
  beforeLoad: ({ params }) => void planYearOrNotFound(params.year),
  loader: async ({ context, location }) => {
    const [page] = await Promise.all([
      loadPageDocument(context.queryClient, location.pathname),
      loadEnrollmentOutcome(context.queryClient),
    ])
    return page
  },
  head: ({ loaderData, params }) =>
    featurePageHead(loaderData, enrollmentTitle(params.lang, params.year, 'failure'), {
      noindex: true,
    }),
  component: function Result() {
    const { lang, year } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={enrollmentTitle(lang, year, 'failure')}
        feature={{
          id: 'enrollment_error',
          element: <FailurePage lang={lang} year={planYearOrNotFound(year)} />,
        }}
      />
    )
  },
})
