import { createFileRoute } from '@tanstack/react-router'
import { jsonError } from '~/server/http.server'
import { currentSitemap, SITEMAP_HEADERS } from '~/content/sitemap.server'

/** One type's sitemap file (/sitemaps/page.xml), named by the sitemap index of /sitemap.xml. */
export const Route = createFileRoute('/sitemaps/$file')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const body = /^[a-z0-9-]+\.xml$/.test(params.file)
          ? (await currentSitemap()).files.get(params.file.slice(0, -4))
          : undefined
        return body
          ? new Response(body, { headers: SITEMAP_HEADERS })
          : jsonError(404, 'not_found', 'There is no such sitemap.')
      },
    },
  },
})
