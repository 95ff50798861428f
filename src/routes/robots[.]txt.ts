import { createFileRoute } from '@tanstack/react-router'
import { config } from '~/server/config.server'

let body: string | undefined

/** Crawl rules and the sitemap's absolute address (from SITE_URL, so staging names its own); built once. */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => {
        const site = config().SITE_URL.replace(/\/$/, '')
        body ??= [
          'User-agent: *',
          'Allow: /',
          'Disallow: /preview/',
          'Disallow: /slice-simulator/',
          'Disallow: /test-lead-form/',
          'Disallow: /test-errors/',
          '',
          `Sitemap: ${site}/sitemap.xml`,
          '',
        ].join('\n')
        return new Response(body, {
          headers: {
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'public, max-age=3600',
          },
        })
      },
    },
  },
})
