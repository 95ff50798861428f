import { z } from 'zod/mini'
import {
  PLAN_YEARS,
  isDocumentYear,
  isPlanYear,
  type DocumentYear,
  type PlanYear,
} from './plan-years'

// Plan years for forms and APIs (zod), on the rule of plan-years.ts. Pages' search params read
// years with `planYearFrom` and `documentYearFrom` there, so route tables load no zod.

const supportedYears = `The plan year must be one of ${PLAN_YEARS.join(', ')}`

/** A four-digit year as a number or as text (query string, path segment). */
const fourDigits = (message: string) =>
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d{4}$/)), z.transform(Number))], {
    error: message,
  })

/** A plan year, from a number or its query-string or path form ('2026'). */
export const planYearSchema = z.pipe(
  fourDigits(supportedYears),
  z.custom<PlanYear>(isPlanYear, supportedYears),
)

/** A year of plan documents (2019 to the latest plan year), from a number or its text form. */
export const documentYearSchema = z.pipe(
  fourDigits('Not a plan document year'),
  z.custom<DocumentYear>(isDocumentYear, 'Not a plan document year'),
)
