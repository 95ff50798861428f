// The content server functions. The browser loads this module (and with it the server-function
// client) only when a query must fetch: a page's own data arrives with its HTML (decision 0015).
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { contentSource, findByUID, findPage } from './documents.server'
import { previewRefFromCookie } from './preview.server'
import type { ContentResult } from './types'

const lang = z.enum(['en', 'es'])
const uid = z.string().min(1).max(200)
const routableType = z.enum(['page', 'article', 'plan_location', 'plan', 'marketing_landing_page'])
export type RoutableType = z.infer<typeof routableType>

/** The page at a path (no locale prefix, e.g. `prescription-drugs/cost-compare`), or null. */
export const getPageByPath = createServerFn({ method: 'GET' })
  .validator(z.object({ lang, path: z.string().max(500) }))
  .handler(async ({ data }): Promise<ContentResult | null> => {
    const source = await contentSource(previewRefFromCookie())
    return findPage(source, data.lang, data.path)
  })

/**
 * A routable document by type and uid, or null. Other features use it for their own content
 * routes (plan_location, plan): `documentQuery('plan_location', lang, uid)`.
 */
export const getDocumentByUID = createServerFn({ method: 'GET' })
  .validator(z.object({ type: routableType, uid, lang }))
  .handler(async ({ data }): Promise<ContentResult | null> => {
    const source = await contentSource(previewRefFromCookie())
    return findByUID(source, data.type, data.uid, data.lang)
  })

/**
 * A document of a data page by uid (a county's plan_location, a plan's plan), or the type's
 * template (spec 2.6 reference documents, e.g. `_plan-location`) when editors wrote none for it.
 */
export const getDocumentOrTemplate = createServerFn({ method: 'GET' })
  .validator(
    z.object({ type: routableType, uid, lang, template: z.string().regex(/^_[a-z0-9-]+$/) }),
  )
  .handler(async ({ data }): Promise<ContentResult | null> => {
    const source = await contentSource(previewRefFromCookie())
    const own = await findByUID(source, data.type, data.uid, data.lang)
    return own ?? findByUID(source, data.type, data.template, data.lang, true)
  })
