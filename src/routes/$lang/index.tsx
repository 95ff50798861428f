import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead, FeaturePage, loadFeaturePage, pageDocumentQuery } from '~/content/feature-page'
import { FinderFlow } from '~/features/plan-finder/finder-flow'
import { finderState } from '~/features/plan-finder/finder-search'
import { i18nFor } from '~/i18n/i18n'

/** Home (spec 2.3, 2.4): the home document; its ZIP hero (or a Feature slice) places the plan finder. */
export const Route = createFileRoute('/$lang/')({
  loader: ({ context, params, location }) => loadFeaturePage(context.queryClient, pageDocumentQuery(location.pathname), params.lang),
  head: ({ loaderData, params }) => featurePageHead(loaderData, i18nFor(params.lang).t('brand')),
  component: function Home() {
    const { lang } = Route.useParams()
    const pathname = Route.useMatch({ select: (match) => match.pathname })
    return (
      <FeaturePage
        lang={lang}
        query={pageDocumentQuery(pathname)}
        fallbackHeading={i18nFor(lang).t('brand')}
        feature={{ id: 'plan_finder', element: <FinderFlow lang={lang} state={finderState({})} place="home" /> }}
      />
    )
  },
})
