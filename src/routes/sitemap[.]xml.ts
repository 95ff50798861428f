import { createFileRoute } from '@tanstack/react-router'
import { contentClient } from '~/content/client.server'
import { publishedDocuments, sitemapEntries, sitemapXml } from '~/content/sitemap.server'
import { config } from '~/server/config.server'

/** Every indexable page in both languages, with hreflang alternates and lastmod (robots.txt names it). */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const docs = await publishedDocuments(contentClient())
        return new Response(sitemapXml(sitemapEntries(docs, config().SITE_URL)), {
          headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400' },
        })
      },
    },
  },
})
