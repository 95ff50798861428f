import { z } from 'zod'
import { documentYearSchema, LATEST_PLAN_YEAR, type DocumentYear } from '~/plans/plan-years'
import { fipsSchema, searchDigits, slugSchema } from '~/plans/plans-input'
import { zipSearchParam } from '~/plans/zip-code'

export const documentsSearchSchema = z.object({
  zip: zipSearchParam,
  year: documentYearSchema.optional().catch(undefined),
  county: searchDigits.pipe(fipsSchema).optional().catch(undefined),
  plan: slugSchema.optional().catch(undefined),
})

/** The finder's URL state: only these keys (undefined when absent), so no raw search value leaks through; links may leave any out. */
export type DocumentsSearch = { zip?: string; year?: DocumentYear; county?: string; plan?: string }

export function documentsSearch(raw: Record<string, unknown>): DocumentsSearch {
  const { zip, year, county, plan } = documentsSearchSchema.parse(raw)
  return { zip, year, county, plan }
}


/** The plan year in effect: the URL's or the latest. */
export const documentsYear = (search: DocumentsSearch): DocumentYear => search.year ?? LATEST_PLAN_YEAR
