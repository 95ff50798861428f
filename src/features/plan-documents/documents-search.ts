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

/** The archived formulary criteria keys of spec 9.3 for a year before the plan catalogue. */
export function archivedCriteria(year: number): Array<{ key: string; scope: 'all' | 'houston' | 'code'; code?: string }> {
  const keys: Record<number, string[]> = {
    2021: ['2021'],
    2022: ['2022', 'houston_2022'],
    2023: ['2023', 'houston_2023', 'cor_2023', 'gsc_2023'],
    2024: ['hou_2024', 'cor_2024', 'gsc_2024'],
  }
  return (keys[year] ?? []).map((key) =>
    /^\d{4}$/.test(key) ? { key, scope: 'all' } : key.startsWith('houston') ? { key, scope: 'houston' } : { key, scope: 'code', code: key.slice(0, 3).toUpperCase() },
  )
}
