import { LATEST_PLAN_YEAR, planYearFrom, type PlanYear } from '~/plans/plan-years'
import { zipSearchValue } from '~/plans/zip-code'
import { isWellFormedText } from '~/shared/well-formed-text'

// Plain code, no schema library: every page's route table holds the search parser (decision 0017
// budgets). The zod schema of a drug id, for the APIs, is in drug-id-schema.ts.

/** A plan slug or a drug id (the product name in lower case with dashes, e.g. lotensin-hct). */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const slug = (value: unknown): string | undefined =>
  typeof value === 'string' && SLUG.test(value) ? value : undefined

/** Only these keys (undefined when absent or invalid), so stray values never leak through; links may leave any out. */
export type FormularySearch = {
  year?: PlanYear
  plan?: string
  zip?: string
  drug?: string
  q?: string
}

/**
 * The drug box's words as the search form sends them (`?q=`, a GET without JavaScript, issue
 * 38): trimmed, at most 100 characters, no control characters; undefined when empty.
 */
function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim().slice(0, 100)
  // eslint-disable-next-line no-control-regex
  return text && !/[\u0000-\u001F\u007F]/.test(text) && isWellFormedText(text) ? text : undefined
}

/**
 * The page's URL state (STYLE 4). Besides ?year=&plan=&zip=&drug=, the original site's form
 * `/search-formulary/?{slug}` selects a plan: a bare key that looks like a plan slug.
 */
export function formularySearch(raw: Record<string, unknown>): FormularySearch {
  const parsed = {
    year: planYearFrom(raw.year) ?? undefined,
    plan: slug(raw.plan),
    zip: zipSearchValue(raw.zip),
    drug: slug(raw.drug),
  }
  const bare = Object.keys(raw).find(
    (key) => SLUG.test(key) && /-\d{4}$/.test(key) && (raw[key] === '' || raw[key] === true),
  )
  const plan = parsed.plan ?? bare
  return {
    year: parsed.year,
    plan,
    zip: parsed.zip,
    drug: plan ? parsed.drug : undefined,
    q: plan ? searchText(raw.q) : undefined,
  }
}

/** The plan year in effect: the URL's, else the chosen plan's own (its slug ends in it), else the latest. */
export function effectiveYear(search: FormularySearch): PlanYear {
  if (search.year) return search.year
  return planYearFrom(search.plan?.slice(-4)) ?? LATEST_PLAN_YEAR
}
