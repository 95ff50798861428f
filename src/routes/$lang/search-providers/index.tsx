import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { ProviderSearchPage } from '~/features/providers/provider-search-page'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'

const pageName = (lang: Lang) => i18nFor(lang).getFixedT(lang, 'providers')('heading')

/** Provider and pharmacy search (spec 2.3); its state lives in the URL hash. */
export const Route = createFileRoute('/$lang/search-providers/')({
  loader: ({ context, location }) => loadPageDocument(context.queryClient, location.pathname),
  head: ({ loaderData, params }) => featurePageHead(loaderData, pageName(params.lang)),
  component: function Providers() {
    const { lang } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={pageName(lang)}
        feature={{ id: 'provider_search', element: <ProviderSearchPage /> }}
      />
    )
  },
})
