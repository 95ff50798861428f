import type { QueryClient } from '@tanstack/react-query'
import { FeaturePage, loadPageDocument } from '~/content/feature-page'
import type { Lang } from '~/i18n/locales'
import { formularyPageName, loadFormulary } from './formulary-loader'
import { FormularyPage } from './formulary-page'
import type { FormularyVariant } from './formulary-route'
import type { FormularySearch } from './formulary-search'

/** The loader of either page: its page document and what the search in its URL names. */
export async function loadFormularyPage(
  queryClient: QueryClient,
  pathname: string,
  search: FormularySearch,
) {
  const [page] = await Promise.all([
    loadPageDocument(queryClient, pathname),
    loadFormulary(queryClient, search),
  ])
  return page
}

/** Either page: the search, placed where the page's document puts its feature slot. */
export function FormularyFeaturePage(props: {
  lang: Lang
  variant: FormularyVariant
  search: FormularySearch
}) {
  const { lang, variant, search } = props
  return (
    <FeaturePage
      lang={lang}
      fallbackHeading={formularyPageName(lang, variant)}
      feature={{
        id: variant === 'drugSearch' ? 'drug_search' : 'formulary_search',
        element: <FormularyPage lang={lang} variant={variant} search={search} />,
      }}
    />
  )
}
