import type { QueryClient } from '@tanstack/react-query'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { effectiveYear, type FormularySearch } from './formulary-search'
import { drugDetailsQuery, formularyContextQuery } from './formulary-queries'
import type { FormularyVariant } from './formulary-page'

/** The route loader: the plan context, and the chosen drug's details when the URL names one. */
export async function loadFormulary(queryClient: QueryClient, search: FormularySearch) {
  const { plan, zip, drug } = search
  const year = effectiveYear(search)
  await Promise.all([
    queryClient.ensureQueryData(formularyContextQuery({ year, plan, zip })),
    plan && drug ? queryClient.ensureQueryData(drugDetailsQuery({ year, plan, drug })) : null,
  ])
}

/** Title and description of either page. */
export function formularyHead(lang: Lang, variant: FormularyVariant) {
  const t = i18nFor(lang).getFixedT(lang, 'formulary')
  const meta = variant === 'drugSearch' ? 'drugSearchMeta' : 'meta'
  return { meta: [{ title: t(`${meta}.title`) }, { name: 'description', content: t(`${meta}.description`) }] }
}
