import { LATEST_PLAN_YEAR, planYearFrom, type PlanYear } from '~/plans/plan-years'

/**
 * The plan finder's state in the URL (STYLE 4): ZIP, county FIPS, plan year and view, so results
 * can be bookmarked, shared and survive Back. Health answers never go in the URL (see
 * docs/decisions/0003-finder-answers-stay-in-the-browser.md).
 *
 * The router parses query values as JSON, so '33101' arrives as a number and '01073' as a
 * string. The parser accepts both and keeps the value as it came: turning it into a string here
 * would make the router write it back quoted ('%2233101%22'). Read the values through
 * `finderState()`. A value that is not finder state is dropped, never an error. Plain code, no
 * schema library: every page's route table holds it (decision 0015).
 */
const digits = (value: unknown): number | string | undefined =>
  typeof value === 'number'
    ? Number.isSafeInteger(value) && value >= 0
      ? value
      : undefined
    : typeof value === 'string' && value.trim().length <= 10
      ? value.trim()
      : undefined

export const FINDER_VIEWS = ['all', 'snp', 'dual', 'chronic', 'ma-only'] as const
export type FinderView = (typeof FINDER_VIEWS)[number]

export type FinderSearch = {
  zip?: number | string
  county?: number | string
  year?: PlanYear
  view?: FinderView
  /** The plans chosen to compare, slugs joined by commas (read them with `comparedPlans`). */
  compare?: string
}

/** At most this many plans side by side. */
export const MAX_COMPARED = 3
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

/**
 * The plans chosen to compare: slugs joined by commas, as the page's links write them, or the
 * repeated `compare=` of the plan list's form without JavaScript (the router reads those as an
 * array). Kept in order, once each, up to 12: more than three is a choice the page explains.
 */
function compareOf(value: unknown): string | undefined {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
    typeof part === 'string' ? part.split(',') : [],
  )
  const slugs = [...new Set(parts.map((part) => part.trim()).filter((part) => SLUG.test(part)))]
  return slugs.length > 0 ? slugs.slice(0, 12).join(',') : undefined
}

/** The slugs of the plans chosen to compare, in the order chosen. */
export const comparedPlans = (search: FinderSearch): string[] =>
  search.compare ? search.compare.split(',') : []

/** The `compare` search value of a choice of plans (none: no value). */
export const compareValue = (slugs: readonly string[]): string | undefined =>
  slugs.length > 0 ? slugs.join(',') : undefined

/** The finder's search params (the routes' `validateSearch`). */
export function finderSearch(raw: Record<string, unknown>): FinderSearch {
  return {
    zip: digits(raw.zip),
    county: digits(raw.county),
    year: planYearFrom(raw.year) ?? undefined,
    view: (FINDER_VIEWS as readonly unknown[]).includes(raw.view)
      ? (raw.view as FinderView)
      : undefined,
    compare: compareOf(raw.compare),
  }
}

/** A plan page's search: the ZIP and county of the results it was opened from, so "Compare other plans" returns there. */
export type PlanPageSearch = { zip?: number | string; county?: number | string }

export function planPageSearch(raw: Record<string, unknown>): PlanPageSearch {
  return { zip: digits(raw.zip), county: digits(raw.county) }
}

const padded = (value: string | number | undefined) =>
  value === undefined
    ? undefined
    : typeof value === 'number'
      ? String(value).padStart(5, '0')
      : value

/** The finder state of a URL, normalised: five-digit strings, a plan year, an optional view. */
export function finderState(search: FinderSearch) {
  return {
    zip: padded(search.zip) ?? '',
    county: padded(search.county) ?? null,
    year: search.year ?? LATEST_PLAN_YEAR,
    view: search.view ?? null,
  }
}
export type FinderState = ReturnType<typeof finderState>

/**
 * The search params of a finder state for a typed link: only what is set, the latest year left
 * out; the plans chosen to compare when given (the machine's own moves leave them out).
 */
export function finderSearchOf(
  state: Partial<FinderState> & { compare?: readonly string[] },
): FinderSearch {
  const compare = compareValue(state.compare ?? [])
  return {
    ...(state.zip ? { zip: state.zip } : {}),
    ...(state.county ? { county: state.county } : {}),
    ...(state.year && state.year !== LATEST_PLAN_YEAR ? { year: state.year } : {}),
    ...(state.view ? { view: state.view } : {}),
    ...(compare ? { compare } : {}),
  }
}

/** The query string of a finder state, e.g. '?zip=70112&county=22071&view=all'. */
export function finderQuery(state: Partial<FinderState>): string {
  const params = new URLSearchParams()
  if (state.zip) params.set('zip', state.zip)
  if (state.county) params.set('county', state.county)
  if (state.year && state.year !== LATEST_PLAN_YEAR) params.set('year', String(state.year))
  if (state.view) params.set('view', state.view)
  const query = params.toString()
  return query ? `?${query}` : ''
}
