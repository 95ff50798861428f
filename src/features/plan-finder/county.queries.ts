import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getDocumentByUID } from '~/content/queries'
import type { Lang } from '~/i18n/locales'
import type { PlanYear } from '~/server/plan-types'
import { countyBySlug } from './county-by-slug.server'

const getCountyBySlug = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      slug: z.string().regex(/^[a-z0-9-]{4,80}$/),
      year: z.union([z.literal(2025), z.literal(2026)]),
    }),
  )
  .handler(({ data }) => countyBySlug(data.slug, data.year))

export const countyQueryOptions = (slug: string, year: PlanYear) =>
  queryOptions({
    queryKey: ['county', slug, year],
    queryFn: () => getCountyBySlug({ data: { slug, year } }),
  })

/** The county's plan_location content document (spec 2.2), or null when editors have not written one. */
export const countyContentQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: ['plan_location', lang, slug],
    queryFn: () => getDocumentByUID({ data: { type: 'plan_location', uid: slug, lang } }).catch(() => null),
  })
