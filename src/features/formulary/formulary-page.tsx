import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { hrefFor } from '~/i18n/route-table'
import type { PlanYear } from '~/plans/plan-years'
import { Toast, useToast } from '~/ui/toast'
import type { PlanSummary } from './context.server'
import { DrugCombobox, type Suggest } from './drug-combobox'
import { DrugDetailsCard } from './drug-details-card'
import { effectiveYear, type FormularySearch } from './formulary-search'
import type { SearchResponse } from '~/plans/formulary-types'
import { drugDetailsQuery, formularyContextQuery } from './formulary-queries'
import { PlanChooser } from './plan-chooser'
import { PlanCosts } from './plan-costs'
import { SavedDrugsDrawer, SavedDrugsPrint } from './saved-drugs-drawer'

export type FormularyVariant = 'formularySearch' | 'drugSearch'

const contextInput = (search: FormularySearch) => ({ year: effectiveYear(search), plan: search.plan, zip: search.zip })

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
export function FormularyPage({ lang, variant, search }: { lang: Lang; variant: FormularyVariant; search: FormularySearch }) {
  const { t } = useTranslation('formulary')
  const navigate = useNavigate()
  const toast = useToast()
  const basePath = hrefFor(variant, lang)
  const { data: context } = useSuspenseQuery(formularyContextQuery(contextInput(search)))
  const plan = context.plan
  const hrefForDrug = useCallback(
    (drug: string) => `${basePath}?${new URLSearchParams({ year: String(context.year), plan: plan?.slug ?? '', ...(search.zip ? { zip: search.zip } : {}), drug })}`,
    [basePath, context.year, search.zip, plan?.slug],
  )
  return (
    <div className="page formulary">
      <div className="formulary__top">
        <SavedDrugsDrawer announce={toast.show} />
      </div>
      <PlanChooser basePath={basePath} context={context} search={search} />
      {plan && (
        <div className="formulary__workspace">
          <div className="formulary__search">
            <DrugCombobox suggest={apiSuggest(plan)} onChoose={(drug) => void navigate({ href: hrefForDrug(drug.id), resetScroll: false })} />
            {search.drug && <DrugPanel lang={lang} plan={plan} drug={search.drug} hrefForDrug={hrefForDrug} announce={toast.show} />}
          </div>
          <PlanCosts lang={lang} plan={plan} />
        </div>
      )}
      <Toast message={toast.message} />
      <SavedDrugsPrint />
    </div>
  )
}

type PanelProps = { lang: Lang; plan: PlanSummary; drug: string; hrefForDrug: (id: string) => string; announce: (message: string) => void }

function DrugPanel({ lang, plan, drug, hrefForDrug, announce }: PanelProps) {
  const { t } = useTranslation('formulary')
  const { data } = useSuspenseQuery(drugDetailsQuery({ year: plan.year as PlanYear, plan: plan.slug, drug }))
  if (!data) return <p role="alert">{t('drug.notFound')}</p>
  return <DrugDetailsCard lang={lang} details={data} hrefForDrug={hrefForDrug} announce={announce} />
}

