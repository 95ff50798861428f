import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead, FeaturePage, loadFeaturePage, pageDocumentQuery } from '~/content/feature-page'
import { RequestCallPage } from '~/features/leads/request-call-page'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'

const pageName = (lang: Lang) => i18nFor(lang).getFixedT(lang, 'leads')('heading')

/** The call request page (spec 2.3). */
export const Route = createFileRoute('/$lang/request-call/')({
  loader: ({ context, params, location }) => loadFeaturePage(context.queryClient, pageDocumentQuery(location.pathname), params.lang),
  head: ({ loaderData, params }) => featurePageHead(loaderData, pageName(params.lang)),
  component: function RequestCall() {
    const { lang } = Route.useParams()
    const pathname = Route.useMatch({ select: (match) => match.pathname })
    return (
      <FeaturePage
        lang={lang}
        query={pageDocumentQuery(pathname)}
        fallbackHeading={pageName(lang)}
        feature={{ id: 'call_request', element: <RequestCallPage lang={lang} /> }}
      />
    )
  },
})
