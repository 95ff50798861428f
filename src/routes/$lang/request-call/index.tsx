import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { RequestCallPage } from '~/features/leads/request-call-page'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'

const pageName = (lang: Lang) => i18nFor(lang).getFixedT(lang, 'leads')('heading')

/** The call request page (spec 2.3). */
export const Route = createFileRoute('/$lang/request-call/')({
  loader: ({ context, location }) => loadPageDocument(context.queryClient, location.pathname),
  head: ({ loaderData, params }) => featurePageHead(loaderData, pageName(params.lang)),
  component: function RequestCall() {
    const { lang } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={pageName(lang)}
        feature={{ id: 'call_request', element: <RequestCallPage lang={lang} /> }}
      />
    )
  },
})
