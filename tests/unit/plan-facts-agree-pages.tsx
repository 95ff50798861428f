import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { JSDOM } from 'jsdom'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { ComparisonTable } from '~/features/plan-finder/comparison-table'
import { EnrollPlanPage, planDocumentQuery } from '~/features/plan-finder/enroll-plan-page'
import { PlanCard } from '~/features/plan-finder/plan-card'
import { SharedPlanFacts } from '~/features/plan-finder/plan-summary'
import { planQueryOptions } from '~/features/plan-finder/plan-finder.queries'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { localeRewrite } from '~/i18n/rewrite'
import type { Plan } from '~/plans/plan-types'
import { PLAN_WORDS } from './plan-facts-agree-read'

/**
 * What a person sees of a county's plans, rendered by the site's own components on the server
 * (react-dom/server, as the page's first HTML is): each plan's card, the comparison table and
 * each plan's page. The plans are what the pages' queries return; the facts are read back
 * from the HTML, by label, as text.
 */
export type Seen = Record<string, string | undefined>
export type PlanSeen = { card: Seen; table: Seen; page: Seen }

async function html(ui: ReactNode, lang: Lang, queryClient: QueryClient): Promise<Document> {
  const rootRoute = createRootRoute({
    component: () => <I18nextProvider i18n={i18nFor(lang)}>{ui}</I18nextProvider>,
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [lang === 'es' ? '/es/' : '/'] }),
    rewrite: localeRewrite,
    isServer: true,
  })
  await router.load()
  const markup = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return new JSDOM(`<!doctype html><body>${markup}</body>`).window.document
}

const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim()

/** A definition list's terms and their values. */
const definitions = (root: Element): Seen =>
  Object.fromEntries(
    [...root.querySelectorAll('dt')].map((dt) => [text(dt), text(dt.nextElementSibling)]),
  )

/** The text after "Label:" in the first paragraph that starts with it. */
function labelled(root: Element, label: string): string | undefined {
  for (const p of root.querySelectorAll('p')) {
    const shown = text(p)
    if (shown.startsWith(`${label}:`)) return shown.slice(label.length + 1).trim()
  }
  return undefined
}

/**
 * Renders a county's cards and comparison table (as the results page does, sharing one wording
 * of the facts), then each plan's page, and reads every plan's facts from them.
 */
export async function seenInCounty(
  countyPlans: Plan[],
  pagePlans: (slug: string) => Plan | null,
  lang: Lang,
): Promise<Map<string, PlanSeen>> {
  const starsLabel = PLAN_WORDS[lang].starsLabel!
  const queryClient = new QueryClient()
  const results = await html(
    <SharedPlanFacts>
      <ol>
        {countyPlans.map((plan) => (
          <li key={plan.slug}>
            <PlanCard plan={plan} reasons={[]} lang={lang} />
          </li>
        ))}
      </ol>
      <ComparisonTable plans={countyPlans} lang={lang} caption="compared" />
    </SharedPlanFacts>,
    lang,
    queryClient,
  )
  const table = results.querySelector('table')!
  const columns = [...table.querySelectorAll('thead th')].map(text)
  const rows = [...table.querySelectorAll('tbody tr')].map((tr) => ({
    label: text(tr.querySelector('th')),
    cells: [...tr.querySelectorAll('td')].map(text),
  }))
  for (const plan of countyPlans)
    queryClient.setQueryData(planQueryOptions(plan.slug).queryKey, pagePlans(plan.slug))
  // The page also reads its plan document (its illustration, no plan fact): none here.
  for (const plan of countyPlans)
    queryClient.setQueryData(planDocumentQuery(lang, plan.slug).queryKey, null)
  const pages = await html(
    <>
      {countyPlans.map((plan) => (
        <section key={plan.slug} data-slug={plan.slug}>
          <EnrollPlanPage lang={lang} slug={plan.slug} />
        </section>
      ))}
    </>,
    lang,
    queryClient,
  )
  const seen = new Map<string, PlanSeen>()
  for (const plan of countyPlans) {
    const card = results.getElementById(`plan-${plan.slug}`)!.closest('article')!
    const column = columns.indexOf(plan.name) - 1
    const page = pages.querySelector(`section[data-slug="${plan.slug}"]`)!
    seen.set(plan.slug, {
      card: { ...definitions(card), [starsLabel]: labelled(card, starsLabel) },
      table: Object.fromEntries(rows.map((row) => [row.label, row.cells[column] ?? ''])),
      page: { ...definitions(page), [starsLabel]: labelled(page, starsLabel) },
    })
  }
  return seen
}
