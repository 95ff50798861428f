import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMatch } from '@tanstack/react-router'
import { internalLang, internalToPublic } from '~/i18n/rewrite'
import type { Lang } from '~/i18n/locales'
import { LOCALES } from '~/i18n/locales'
import { seoOf } from './content-route'
import type { FeaturePageLoaderData } from './content-head'
import { placesFeature, type PageFeature } from './features'
import { PreviewBanner } from './preview-banner'
import { ContentProblemsBanner } from './content-problems-banner'
import { pageQuery, type ContentQuery } from './queries'
import { normalizePath } from './routes'
import { ContentSliceZone, preloadSlices } from './slice-zone'
import { preloadSliceData } from './slice-data'

/** The page document of a functional page is the `page` document published at the page's own path. */
export function pageDocumentQuery(routerPathname: string): ContentQuery {
  const lang = internalLang(routerPathname) ?? 'en'
  const publicPath = internalToPublic(routerPathname)
  const path = lang === 'es' ? publicPath.slice(LOCALES.es.path.length) : publicPath
  return pageQuery(lang, normalizePath(path))
}

/** A functional route's loader part for its own document (the page document at its path). */
export const loadPageDocument = (queryClient: QueryClient, routerPathname: string) =>
  loadFeaturePage(
    queryClient,
    pageDocumentQuery(routerPathname),
    internalLang(routerPathname) ?? 'en',
  )

/**
 * A functional page's loader part: its document (through react-query, so the component reads
 * the same entry). A missing or unpublished document is logged; the feature still renders.
 */
export async function loadFeaturePage(
  queryClient: QueryClient,
  query: ContentQuery,
  lang: Lang,
): Promise<FeaturePageLoaderData> {
  const result = await queryClient.ensureQueryData(query)
  if (!result)
    console.warn('Functional page has no published document', { key: query.queryKey.join('/') })
  else {
    const slices = result.doc.data.slices as Array<{ slice_type: string }> | undefined
    await Promise.all([preloadSlices(slices), preloadSliceData(queryClient, slices, lang)])
  }
  return { seo: result ? seoOf(result, lang) : null }
}

type Props = {
  lang: Lang
  /** The page's document; by default the page document at the route's own path. */
  query?: ContentQuery
  feature: PageFeature
  /** Data pages (a county, a plan) whose feature starts with its own h1; other pages take it from the document's Hero. */
  featureHasHeading?: boolean
  /** The page's name, its h1 when the page has no document. */
  fallbackHeading?: string
}

/**
 * A functional page (spec 2.3): its document's slices, with the feature where the editor placed
 * its Feature slice; a document that does not place it (a county's, a plan's) gets it first, and
 * without a document the feature stands alone under the page's name.
 */
export function FeaturePage({
  lang,
  query,
  feature,
  featureHasHeading = false,
  fallbackHeading,
}: Props) {
  const pathname = useMatch({ strict: false, select: (match) => match.pathname })
  const { data } = useSuspenseQuery(query ?? pageDocumentQuery(pathname))
  const slices = data?.doc.data.slices ?? []
  return (
    <>
      {data?.problems && <ContentProblemsBanner problems={data.problems} />}
      {data?.preview && <PreviewBanner slices={featureHasHeading ? undefined : slices} />}
      <div
        className="content-page feature-page"
        data-feature-page={feature.id}
        data-document-type={data?.doc.type}
      >
        {!data && !featureHasHeading && fallbackHeading && (
          <h1 className="page feature-page__heading">{fallbackHeading}</h1>
        )}
        {!placesFeature(slices, feature.id) && feature.element}
        <ContentSliceZone slices={slices} lang={lang} feature={feature} />
      </div>
    </>
  )
}
