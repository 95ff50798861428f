import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { HomeZipForm } from '~/features/plan-finder/home-zip-form'
import { i18nFor } from '~/i18n/i18n'

/** Home (spec 2.3, 2.4): the home document; its ZIP hero (or a Feature slice) places the plan finder. */
export const Route = createFileRoute('/$lang/')({
  loader: ({ context, location }) => loadPageDocument(context.queryClient, location.pathname),
  head: ({ loaderData, params }) => featurePageHead(loaderData, i18nFor(params.lang).t('brand')),
  component: function Home() {
    const { lang } = Route.useParams()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={i18nFor(lang).t('brand')}
        feature={{ id: 'plan_finder', element: <HomeZipForm lang={lang} /> }}
      />
    )
  },
})
