import { LOCALES } from '~/i18n/locales'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getDb } from '../../server/db.server'
import { anyYearPlanBySlug } from '../../plans/plans.server'
import { isPlanYear } from '../../plans/plan-years'
import { slugSchema } from '../../plans/plans-input'
import { documentsSearch } from './documents-search'
import { documentsFinder } from './finder.server'

export const getDocumentsFinder = createServerFn({ method: 'GET' })
  .validator(
    z
      .looseObject({ lang: z.enum([LOCALES.en.code, LOCALES.es.code]) })
      .transform(({ lang, ...search }) => ({ ...documentsSearch(search), lang })),
  )
  .handler(async ({ data }) => documentsFinder(await getDb(), data))

/** A plan of any year from 2019 with its documents, for the benefit-and-coverage-details page; null when unknown. */
export const getPlanForDocuments = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: slugSchema }))
  .handler(async ({ data }) => anyYearPlanBySlug(data.slug, await getDb()))

/** The states served in each current plan year, for the printed directories (past years' networks are not printed). */
export const getServedStates = createServerFn({ method: 'GET' }).handler(async () => {
  const { planYears } = await import('../../../db/schema/plans.ts')
  const rows = await (await getDb()).select().from(planYears)
  return rows
    .filter((row) => isPlanYear(row.year))
    .map((row) => ({ year: row.year, states: [...row.states].sort() }))
    .sort((a, b) => b.year - a.year)
})
