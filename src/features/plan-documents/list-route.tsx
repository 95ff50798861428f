import type { QueryClient } from '@tanstack/react-query'
import { ContentView, loadContent } from '~/content/content-route'
import { FeaturePage, loadPageDocument, pageDocumentQuery } from '~/content/feature-page'
import type { FeatureId } from '~/content/features'
import type { Lang } from '~/i18n/locales'
import type { DocumentYear } from '~/plans/plan-years'
import { listYear } from './list-head'
import { ListPage, type ListPageKind } from './list-page'
import { planDocumentsPageName } from './plan-documents-queries'

/** The FeatureSlot id each list page's document places the list with. */
const FEATURE_ID: Record<ListPageKind, FeatureId> = {
  priorAuthorization: 'prior_authorization_list',
  referrals: 'referral_list',
  dme: 'dme_lists',
}

/**
 * The loader of the three yearly list pages (`/plan-documents/{year}-…-list/`): a served year is
 * the list with its page document; an archived year (2024) is the editors' page document at this
 * path, and a 404 without one.
 */
export async function loadListRoute(
  queryClient: QueryClient,
  { lang, year: yearParam }: { lang: Lang; year: string },
  pathname: string,
) {
  const year = listYear(yearParam)
  if (!year)
    return {
      year: null,
      ...(await loadContent(queryClient, pageDocumentQuery(pathname), lang)),
    }
  return { year, ...(await loadPageDocument(queryClient, pathname)) }
}

/** What a list route renders for the year its loader found. */
export function ListRoute(props: {
  lang: Lang
  kind: ListPageKind
  year: DocumentYear | null
  pathname: string
}) {
  const { lang, kind, year, pathname } = props
  if (year === null) return <ContentView query={pageDocumentQuery(pathname)} lang={lang} />
  return (
    <FeaturePage
      lang={lang}
      fallbackHeading={planDocumentsPageName(lang, kind, year)}
      feature={{ id: FEATURE_ID[kind], element: <ListPage lang={lang} kind={kind} year={year} /> }}
    />
  )
}
