import { createFileRoute, notFound } from '@tanstack/react-router'
import { CountyPage, countyPageHead, loadCountyPage } from '~/features/plan-finder/county-page'
import { finderSearchSchema } from '~/features/plan-finder/finder-search'

// Spanish county slugs carry '-es' (spec 2.2): /es/encontrar-un-plan/orleans-parish-la-es/.
const countySlug = (param: string) => (param.endsWith('-es') ? param.slice(0, -3) : null)

export const Route = createFileRoute('/es/encontrar-un-plan/$slug')({
  validateSearch: finderSearchSchema,
  loaderDeps: ({ search }) => ({ year: search.year, view: search.view }),
  loader: ({ context, params, deps }) => {
    const slug = countySlug(params.slug)
    if (!slug) throw notFound()
    return loadCountyPage(context.queryClient, 'es', slug, deps)
  },
  head: ({ loaderData }) => countyPageHead('es', loaderData?.county),
  component: function County() {
    const slug = countySlug(Route.useParams().slug) ?? ''
    return <CountyPage lang="es" slug={slug} search={Route.useSearch()} />
  },
})
