// The head of content and functional pages. Route tables import it for `head`, so it holds
// nothing else: the components and loaders that share these types load with each page's chunk.

/** Head fields from the document's SEO tab (spec 2.2); canonical and hreflang come from the root. */
export type ContentSeo = {
  title: string
  description: string | null
  image: string | null
  preview: boolean
}

export type FeaturePageLoaderData = { seo: ContentSeo | null }

export function contentHead(loaderData: { seo: ContentSeo } | undefined) {
  if (!loaderData) return {}
  const { title, description, image, preview } = loaderData.seo
  const meta: Array<Record<string, string>> = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
  ]
  if (description)
    meta.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    )
  if (image)
    meta.push(
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
    )
  // Drafts must never be indexed.
  if (preview) meta.push({ name: 'robots', content: 'noindex' })
  return { meta }
}

/**
 * Head of a functional page: its document's SEO tab, or the page's name when it has none.
 * Pages that hold one person's result (enrollment confirmation, error) are never indexed.
 */
export function featurePageHead(
  loaderData: FeaturePageLoaderData | undefined,
  fallbackTitle: string,
  options: { noindex?: boolean } = {},
) {
  const meta: Array<Record<string, string>> = loaderData?.seo
    ? (contentHead({ seo: loaderData.seo }).meta ?? [])
    : [{ title: fallbackTitle }]
  if (options.noindex && !meta.some((entry) => entry.name === 'robots'))
    meta.push({ name: 'robots', content: 'noindex' })
  return { meta }
}
