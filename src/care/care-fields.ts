import { z } from 'zod/mini'
import { once } from '~/plans/once'

/** Most drugs and providers one request may ask about: a long list, never an unbounded one. */
export const MAX_DRUGS = 30
export const MAX_PROVIDERS = 30

/**
 * The care list's field schemas, built on first use: a page that shows the care list builds
 * zod schemas only when there is a list to read (building them cost a phone tens of
 * milliseconds of blocking as the page's script loaded, decision 0017).
 */
export const careFields = once(() => ({
  /** A drug id as the formulary names it (lotensin-hct). */
  drugId: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a drug id'), z.maxLength(120)),
  /** A National Provider Identifier: ten digits. */
  npi: z.string().check(z.regex(/^\d{10}$/, 'An NPI is 10 digits')),
  fillDays: z.union([z.literal(30), z.literal(90)], { error: 'A fill is 30 or 90 days' }),
}))
