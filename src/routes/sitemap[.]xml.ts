import { createFileRoute } from '@tanstack/react-router'
import { currentSitemap, SITEMAP_HEADERS } from '~/content/sitemap.server'

/**
 * Every indexable page in both languages, with hreflang alternates and lastmod (robots.txt names
 * it), built once per content version; past SITEMAP_SPLIT_URLS, an index of one file per type
 * (/sitemaps/<type>.xml, src/routes/sitemaps/$file.ts).
 */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => new Response((await currentSitemap()).root, { headers: SITEMAP_HEADERS }),
    },
  },
})
