import { z } from 'zod'
import { documentYearSchema, LATEST_PLAN_YEAR, type DocumentYear } from '~/plans/plan-years'

/** Digits from the URL: the router reads ?zip=33101 as the number 33101, ?zip=02134 as a string. */
const digitsParam = (length: number) =>
  z
    .union([z.string(), z.number().int().nonnegative().transform((n) => String(n).padStart(length, '0'))])
    .pipe(z.string().regex(new RegExp(`^\\d{${length}}$`)))
    .optional()
    .catch(undefined)

export const documentsSearchSchema = z.object({
  zip: digitsParam(5),
  year: documentYearSchema.optional().catch(undefined),
  county: digitsParam(5),
  plan: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).optional().catch(undefined),
})

/** Every key is always present (undefined when absent), so no raw search value leaks through. */
export function documentsSearch(raw: Record<string, unknown>) {
  const { zip, year, county, plan } = documentsSearchSchema.parse(raw)
  return { zip, year, county, plan }
}

export type DocumentsSearch = ReturnType<typeof documentsSearch>

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
