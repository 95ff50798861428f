import { documentYearFrom, LATEST_PLAN_YEAR, type DocumentYear } from '~/plans/plan-years'
import { zipSearchValue } from '~/plans/zip-code'

/** The finder's URL state: only these keys (undefined when absent), so no raw search value leaks through; links may leave any out. */
export type DocumentsSearch = { zip?: string; year?: DocumentYear; county?: string; plan?: string }

const FIPS = /^\d{5}$/
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Text, or a whole number the router read from the query string as JSON. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? String(value)
      : undefined

/**
 * The finder's search params (the route's `validateSearch`; the server function validates the
 * same shape with zod over this function). A value that is not finder state is dropped, never an
 * error. Plain code, no schema library: every page's route table holds it (decision 0015).
 */
export function documentsSearch(raw: Record<string, unknown>): DocumentsSearch {
  const county = text(raw.county)
  const plan =
    typeof raw.plan === 'string' && raw.plan.length <= 100 && SLUG.test(raw.plan)
      ? raw.plan
      : undefined
  return {
    zip: zipSearchValue(raw.zip),
    year: documentYearFrom(raw.year) ?? undefined,
    county: county !== undefined && FIPS.test(county) ? county : undefined,
    plan,
  }
}

/** The plan year in effect: the URL's or the latest. */
export const documentsYear = (search: DocumentsSearch): DocumentYear =>
  search.year ?? LATEST_PLAN_YEAR
