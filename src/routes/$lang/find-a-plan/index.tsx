import { createFileRoute } from '@tanstack/react-router'
import { featurePageHead } from '~/content/content-head'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import { FinderFlow } from '~/features/plan-finder/finder-flow'
import { FINDER_ANCHOR } from '~/features/plan-finder/step-heading'
import { loadFinder } from '~/features/plan-finder/finder-loader'
import { comparedPlans, finderSearch, finderState } from '~/features/plan-finder/finder-search'
import { i18nFor } from '~/i18n/i18n'

const pageName = (lang: 'en' | 'es') => i18nFor(lang).getFixedT(lang, 'planFinder')('heading')

export const Route = createFileRoute('/$lang/find-a-plan/')({
  validateSearch: finderSearch,
  // The plans chosen to compare change nothing the loader loads.
  loaderDeps: ({ search: { compare: _compare, ...search } }) => search,
  loader: async ({ context, deps, location }) => {
    const [page] = await Promise.all([
      loadPageDocument(context.queryClient, location.pathname),
      loadFinder(context.queryClient, finderState(deps)),
    ])
    return page
  },
  head: ({ loaderData, params }) => featurePageHead(loaderData, pageName(params.lang)),
  component: function Finder() {
    const { lang } = Route.useParams()
    const search = Route.useSearch()
    return (
      <FeaturePage
        lang={lang}
        fallbackHeading={pageName(lang)}
        feature={{
          id: 'plan_finder',
          element: (
            <div id={FINDER_ANCHOR}>
              <FinderFlow lang={lang} state={finderState(search)} compare={comparedPlans(search)} />
            </div>
          ),
        }}
      />
    )
  },
})
