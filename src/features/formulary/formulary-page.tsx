import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { formularyRoute, type FormularyLink, type FormularyVariant } from './formulary-route'
import type { PlanYear } from '~/plans/plan-years'
import { Toast, useToast } from '~/ui/toast'
import type { PlanSummary } from './context.server'
import { DrugCombobox, type Suggest } from './drug-combobox'
import { DrugDetailsCard } from './drug-details-card'
import { effectiveYear, type FormularySearch } from './formulary-search'
import type { SearchResponse } from '~/plans/formulary-types'
import { drugDetailsQuery, drugMatchesQuery, formularyContextQuery } from './formulary-queries'
import { usePublicPath } from '~/i18n/use-lang'
import { PlanChooser } from './plan-chooser'
import { PlanCosts } from './plan-costs'
import { SavedDrugsDrawer, SavedDrugsPrint } from './saved-drugs-drawer'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['formulary'])

const contextInput = (search: FormularySearch) => ({
  year: effectiveYear(search),
  plan: search.plan,
  zip: search.zip,
})

/** Suggestions come from the public HTTP API, the same one other clients use. */
const apiSuggest =
  (plan: PlanSummary): Suggest =>
  async (query, signal) => {
    const params = new URLSearchParams({ year: String(plan.year), plan: plan.slug, q: query })
    const response = await fetch(`/api/formulary/search?${params}`, { signal })
    if (!response.ok) throw new Error(`Drug search answered ${response.status}`)
    return ((await response.json()) as SearchResponse).results
  }

/** The formulary search and drug search pages (spec 2.3, 2.4): one page, two addresses per language. */
export function FormularyPage({
  lang,
  variant,
  search,
}: {
  lang: Lang
  variant: FormularyVariant
  search: FormularySearch
}) {
  const navigate = useNavigate()
  const toast = useToast()
  const route = formularyRoute(variant, lang)
  const { data: context } = useSuspenseQuery(formularyContextQuery(contextInput(search)))
  const plan = context.plan
  const page = usePublicPath()
  // The matches of words sent with the search form (`?q=`, a GET without JavaScript): the loader has them.
  const sentQuery =
    plan && search.q ? { year: plan.year as PlanYear, plan: plan.slug, q: search.q } : null
  const { data: matches } = useQuery({
    ...drugMatchesQuery(sentQuery ?? { year: context.year, plan: '', q: '' }),
    enabled: sentQuery !== null,
  })
  const drugLink = useCallback(
    (drug: string): FormularyLink => ({
      ...formularyRoute(variant, lang),
      search: { year: context.year, plan: plan?.slug, zip: search.zip, drug },
    }),
    [variant, lang, context.year, search.zip, plan?.slug],
  )
  return (
    <div className="page formulary">
      <div className="formulary__top">
        {/* The drawer opens with a script only; without one the sentence below takes its place. */}
        <div className="needs-script">
          <SavedDrugsDrawer announce={toast.show} />
        </div>
        <NoScriptSavedList />
      </div>
      <PlanChooser route={route} context={context} search={search} />
      {plan && (
        <div className="formulary__workspace">
          <div className="formulary__search">
            <DrugCombobox
              key={search.q ?? ''}
              suggest={apiSuggest(plan)}
              onChoose={(drug) => void navigate({ ...drugLink(drug.id), resetScroll: false })}
              form={{
                action: page,
                keep: { year: String(context.year), plan: plan.slug, zip: search.zip },
                sent: search.q && matches ? { query: search.q, drugs: matches } : undefined,
              }}
              linkTo={(drug) => drugLink(drug.id)}
            />
            {search.drug && (
              <DrugPanel
                lang={lang}
                plan={plan}
                drug={search.drug}
                drugLink={drugLink}
                announce={toast.show}
              />
            )}
          </div>
          <PlanCosts lang={lang} plan={plan} />
        </div>
      )}
      <Toast message={toast.message} />
      <SavedDrugsPrint />
    </div>
  )
}

type PanelProps = {
  lang: Lang
  plan: PlanSummary
  drug: string
  drugLink: (id: string) => FormularyLink
  announce: (message: string) => void
}

function DrugPanel({ lang, plan, drug, drugLink, announce }: PanelProps) {
  const { t } = useTranslation('formulary')
  const { data } = useSuspenseQuery(
    drugDetailsQuery({ year: plan.year as PlanYear, plan: plan.slug, drug }),
  )
  if (!data) return <p role="alert">{t('drug.notFound')}</p>
  return <DrugDetailsCard lang={lang} details={data} drugLink={drugLink} announce={announce} />
}

/** Without a script the saved-drugs list (kept in this browser) cannot work: the page says so and offers what does (decision 0024). */
function NoScriptSavedList() {
  const { t } = useTranslation('formulary')
  const { phone, tty } = useLoaderData({ from: '__root__' })
  return <p className="no-script">{t('noScript.savedList', { phone, tty })}</p>
}
