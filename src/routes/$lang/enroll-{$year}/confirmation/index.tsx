import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead, FeaturePage, loadFeaturePage, pageDocumentQuery } from '~/content/feature-page'
import { enrollmentTitle } from '~/features/enrollment/enrollment-queries'
import { planYearOrNotFound } from '~/features/enrollment/enrollment-route'
import { ConfirmationPage } from '~/features/enrollment/result-pages'

export const Route = createFileRoute('/$lang/enroll-{$year}/confirmation/')({
  beforeLoad: ({ params }) => void planYearOrNotFound(params.year),
  loader: ({ context, params, location }) => loadFeaturePage(context.queryClient, pageDocumentQuery(location.pathname), params.lang),
  head: ({ loaderData, params }) => featurePageHead(loaderData, enrollmentTitle(params.lang, params.year, 'confirmation'), { noindex: true }),
  component: function Result() {
    const { lang, year } = Route.useParams()
    const pathname = Route.useMatch({ select: (match) => match.pathname })
    return (
      <FeaturePage
        lang={lang}
        query={pageDocumentQuery(pathname)}
        fallbackHeading={enrollmentTitle(lang, year, 'confirmation')}
        feature={{ id: 'enrollment_confirmation', element: <ConfirmationPage lang={lang} /> }}
      />
    )
  },
})
