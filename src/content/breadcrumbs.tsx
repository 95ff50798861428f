import { asText } from '@prismicio/client'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { Link, type LinkProps } from '@tanstack/react-router'
import { publicToInternal } from '~/i18n/rewrite'
import { crumbName } from './breadcrumb-trail'
import { breadcrumbsQuery } from './breadcrumbs-query'
import type { ContentDocument } from './types'

/** The name a document goes by in a trail: a page's internal title, an article's or a plan's title. */
export function documentName(doc: ContentDocument): string {
  const title = (doc.data as { title?: unknown }).title
  return Array.isArray(title)
    ? (asText(title as Parameters<typeof asText>[0]) ?? '')
    : crumbName(title)
}

/**
 * The trail from the home page to this page (its ancestors by path, then itself), as a labelled
 * nav the current page closes with aria-current, and as schema.org BreadcrumbList data.
 */
export function Breadcrumbs({ doc, lang }: { doc: ContentDocument; lang: Lang }) {
  const { t } = useTranslation('common')
  const path = doc.url ?? ''
  const {
    data: { site, crumbs: ancestors },
  } = useSuspenseQuery(breadcrumbsQuery(lang, path))
  const name = documentName(doc)
  if (!ancestors.length || !name || ancestors.some((crumb) => crumb.path === path)) return null
  const self = { name, path, url: `${site}${path}` }
  const trail = [...ancestors, self]
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {ancestors.map((crumb) => (
          <li key={crumb.path}>
            {/* Exact matching: an ancestor (the home page above all) is never marked as the current page. */}
            <Link
              to={publicToInternal(crumb.path) as LinkProps['to']}
              activeOptions={{ exact: true }}
            >
              {crumb.name}
            </Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{name}</span>
        </li>
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </nav>
  )
}
