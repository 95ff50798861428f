import { z } from 'zod'
import { PLAN_YEARS, isDocumentYear, isPlanYear } from './plan-years'

// Plan years for forms and APIs (zod), on the rule of plan-years.ts. Pages' search params read
// years with `planYearFrom` and `documentYearFrom` there, so route tables load no zod.

const supportedYears = `The plan year must be one of ${PLAN_YEARS.join(', ')}`

/** A four-digit year as a number or as text (query string, path segment). */
const fourDigits = (message: string) =>
  z.union([z.number(), z.string().regex(/^\d{4}$/).transform(Number)], { error: message })

/** A plan year, from a number or its query-string or path form ('2026'). */
export const planYearSchema = fourDigits(supportedYears).refine(isPlanYear, supportedYears)

/** A year of plan documents (2019 to the latest plan year), from a number or its text form. */
export const documentYearSchema = fourDigits('Not a plan document year').refine(isDocumentYear, 'Not a plan document year')
