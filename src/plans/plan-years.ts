// The one list of plan years (spec 9.1). Adding a year here opens it everywhere: the finder, the
// enrollment pages, the formulary, the plan API and the seeders. Plain Node loads this file
// (db/seed imports it), so it imports nothing from src/. It holds no schema library either: every
// page's route table reads years through it (zod schemas of years: plan-year-schema.ts).

/** Plan years in the catalogue and open for online enrollment, oldest first. */
export const PLAN_YEARS = [2025, 2026] as const
export type PlanYear = (typeof PLAN_YEARS)[number]

/** The year a page shows when none is asked for. */
export const LATEST_PLAN_YEAR = Math.max(...PLAN_YEARS) as PlanYear

/** Years with published plan document sets, newest first (spec 9.1): the plans of every year have their documents. */
export const DOCUMENT_YEARS = [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019] as const
export type DocumentYear = (typeof DOCUMENT_YEARS)[number]

/** Every year of the plan catalogue, oldest first: the past years (documents only) and PLAN_YEARS. */
export const CATALOGUE_YEARS = [...DOCUMENT_YEARS].reverse() as DocumentYear[]

export const isPlanYear = (year: unknown): year is PlanYear =>
  (PLAN_YEARS as readonly unknown[]).includes(year)
export const isDocumentYear = (year: unknown): year is DocumentYear =>
  (DOCUMENT_YEARS as readonly unknown[]).includes(year)

/** A four-digit year as a number or as text (query string, path segment), or null. */
const yearOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\d{4}$/.test(value)
      ? Number(value)
      : null

/** A year of plan documents from a path segment or query value, or null (a 404 for pages). */
export function documentYearFrom(value: unknown): DocumentYear | null {
  const year = yearOf(value)
  return isDocumentYear(year) ? year : null
}

/** The plan year a path segment or query value names, or null (a 404 for pages). */
export function planYearFrom(value: unknown): PlanYear | null {
  const year = yearOf(value)
  return isPlanYear(year) ? year : null
}
