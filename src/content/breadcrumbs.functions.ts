import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { LOCALES } from '~/i18n/locales'
import { config } from '~/server/config.server'
import { crumbName, type Ancestors } from './breadcrumb-trail'
import { contentSource, findPage } from './documents.server'
import { previewRefFromCookie } from './preview.server'

// A page's trail (breadcrumbs-query.ts); the browser loads this module only when it must fetch.
/**
 * The pages above a page (home first, then each published page at a prefix of its path), named
 * by their titles. A prefix with no page of its own is left out of the trail.
 */
export const getAncestors = createServerFn({ method: 'GET' })
  .validator(z.object({ lang: z.enum(['en', 'es']), path: z.string().max(500) }))
  .handler(async ({ data }): Promise<Ancestors> => {
    const source = await contentSource(previewRefFromCookie())
    const site = config().SITE_URL.replace(/\/$/, '')
    const local = data.path.slice(LOCALES[data.lang].path.length).replace(/^\/+|\/+$/g, '')
    const segments = local ? local.split('/') : []
    const prefixes = [
      '',
      ...segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/')),
    ]
    const found = await Promise.all(prefixes.map((prefix) => findPage(source, data.lang, prefix)))
    const crumbs = found.flatMap((result) => {
      const path = result?.doc.url
      const name = crumbName(result?.doc.data.title)
      return path && name ? [{ name, path, url: `${site}${path}` }] : []
    })
    return { site, crumbs }
  })
