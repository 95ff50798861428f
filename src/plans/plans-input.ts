import { z } from 'zod'
import { PLAN_YEARS, type PlanYear } from './plan-types'

/** Input schemas shared by the plan API routes and the plan server functions. */
export const zipSchema = z.string().regex(/^\d{5}$/, 'Please enter a 5-digit ZIP code')
export const fipsSchema = z.string().regex(/^\d{5}$/, 'A county is a 5-digit FIPS code')
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a plan slug').max(100)
export const viewSchema = z.enum(['all', 'snp', 'ma-only'])

const supportedYears = `The plan year must be one of ${PLAN_YEARS.join(', ')}`

/** A plan year, from a number or its query-string form. */
export const yearSchema = z.coerce
  .number({ error: supportedYears })
  .refine((year): year is PlanYear => (PLAN_YEARS as readonly number[]).includes(year), supportedYears)
  .transform((year) => year as PlanYear)
