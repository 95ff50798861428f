import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { asText, isFilled, type Slice } from '@prismicio/client'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import type { TwinLoaderData } from '~/i18n/twin'
import { Part } from '~/ui/part'
import { Breadcrumbs } from './breadcrumbs'
import { breadcrumbsQuery } from './breadcrumbs-query'
import { PreviewBanner } from './preview-banner'
import { ContentProblemsBanner } from './content-problems-banner'
import { ContentSliceZone, preloadSlices } from './slice-zone'
import { preloadSliceData } from './slice-data'
import type { ContentQuery } from './queries'
import type { ContentDocument, ContentResult } from './types'
import type { ContentSeo } from './content-head'

export type ContentLoaderData = Required<TwinLoaderData> & { seo: ContentSeo }

export function seoOf({ doc, preview }: ContentResult, lang: Lang): ContentSeo {
  const data = doc.data as ContentDocument['data']
  // A page's title is rich text; a plan's or a county's is plain text.
  const name = typeof data.title === 'string' ? data.title : asText(data.title ?? [])
  const title = isFilled.keyText(data.meta_title)
    ? data.meta_title
    : name || i18nFor(lang).t('brand')
  return {
    title,
    description: isFilled.keyText(data.meta_description) ? data.meta_description : null,
    image: isFilled.image(data.social_image) ? data.social_image.url : null,
    preview,
  }
}

/** A content route's loader: the document through react-query, or a 404 (notFound). */
export async function loadContent(
  queryClient: QueryClient,
  query: ContentQuery,
  lang: Lang,
): Promise<ContentLoaderData> {
  const result = await queryClient.ensureQueryData(query)
  if (!result) throw notFound()
  await Promise.all([
    preloadSlices(result.doc.data.slices as Slice[] | undefined),
    preloadSliceData(queryClient, result.doc.data.slices as Slice[] | undefined, lang),
    result.doc.url && queryClient.ensureQueryData(breadcrumbsQuery(lang, result.doc.url)),
  ])
  return { twin: result.twin, seo: seoOf(result, lang) }
}

/** A content route's component: the same query as its loader, the preview banner, the slices. */
export function ContentView({ query, lang }: { query: ContentQuery; lang: Lang }) {
  const { data } = useSuspenseQuery(query)
  if (!data) return null
  const slices = (data.doc.data.slices ?? []) as Slice[]
  return (
    <>
      {data.problems && <ContentProblemsBanner problems={data.problems} />}
      {data.preview && <PreviewBanner slices={slices} />}
      {data.doc.url && (
        <Part>
          <Breadcrumbs doc={data.doc} lang={lang} />
        </Part>
      )}
      <div className="content-page" data-document-type={data.doc.type}>
        <ContentSliceZone slices={slices} lang={lang} />
      </div>
    </>
  )
}
