import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { leadFormPost } from '~/features/leads/lead-form-post.server'
import { RequestCallPage } from '~/features/leads/request-call-page'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { getDb } from '~/server/db.server'
import { formPagePost } from '~/server/form-page-post.server'
import { perHour } from '~/server/rate-limits.server'
import { KB } from '~/server/request-guards'

const pageName = (lang: Lang) => i18nFor(lang).getFixedT(lang, 'leads')('heading')

/** The call request page (spec 2.3). */
export const Route = createFileRoute('/$lang/request-call/')({
  // Without JavaScript every call request form (this page's, and those editors place on other
  // pages) posts here (decision 0024): a redirect to call-scheduled, or this page again with the
  // form's problems. The limits of POST /api/leads: 20 an hour per address, urlencoded, 16 KB.
  server: {
    handlers: {
      POST: ({ request, params, next }) =>
        formPagePost(
          request,
          'call_request',
          { rateLimit: perHour('lead', 20), body: { types: ['form'], limit: 16 * KB } },
          next,
          (fields) => leadFormPost(request, fields, params.lang, getDb),
        ),
    },
  },
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
