import type { QueryClient } from '@tanstack/react-query'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { effectiveYear, type FormularySearch } from './formulary-search'
import { drugDetailsQuery, drugMatchesQuery, formularyContextQuery } from './formulary-queries'
import type { FormularyVariant } from './formulary-route'

/** The route loader: the plan context, the chosen drug's details when the URL names one, and the matches of words sent (`?q=`). */
export async function loadFormulary(queryClient: QueryClient, search: FormularySearch) {
  const { plan, zip, drug, q } = search
  const year = effectiveYear(search)
  await Promise.all([
    queryClient.ensureQueryData(formularyContextQuery({ year, plan, zip })),
    plan && drug ? queryClient.ensureQueryData(drugDetailsQuery({ year, plan, drug })) : null,
    plan && q ? queryClient.ensureQueryData(drugMatchesQuery({ year, plan, q })) : null,
  ])
}

/** The name of either page, its title and h1 when its document is missing. */
export function formularyPageName(lang: Lang, variant: FormularyVariant): string {
  const t = i18nFor(lang).getFixedT(lang, 'formulary')
  return variant === 'drugSearch' ? t('drugSearchHeading') : t('heading')
}
