import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { enrollmentTitle } from '~/features/enrollment/enroll-search'
import { FailurePage } from '~/features/enrollment/result-pages'

/** The generic enrollment result page (spec 2.3), for applications not tied to a plan year's form. */
export const Route = createFileRoute('/$lang/enroll/error/')({
  loader: ({ context, location }) => loadPageDocument(context.queryClient, location.pathname),
  head: ({ loaderData, params }) =>
    featurePageHead(loaderData, enrollmentTitle(params.lang, null, 'failure'), { noindex: true }),
  component: function Result() {
    const { lang } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={enrollmentTitle(lang, null, 'failure')}
        feature={{ id: 'enrollment_error', element: <FailurePage lang={lang} year={null} /> }}
      />
    )
  },
})
