import type { Lang } from '~/i18n/locales'
import type { FormularySearch } from './formulary-search'

export type FormularyVariant = 'formularySearch' | 'drugSearch'

/** The typed route of either page (spec 2.3): both read the same search params. */
export type FormularyRoute = {
  to: '/$lang/search-formulary/' | '/$lang/search-drugs/'
  params: { lang: Lang }
}

/** A link within the page: its route with a plan year, plan, ZIP or drug. */
export type FormularyLink = FormularyRoute & { search: FormularySearch }

export const formularyRoute = (variant: FormularyVariant, lang: Lang): FormularyRoute => ({
  to: variant === 'drugSearch' ? '/$lang/search-drugs/' : '/$lang/search-formulary/',
  params: { lang },
})
