import { z } from 'zod/mini'

/** Input schemas shared by the plan API routes and the plan server functions (ZIP codes: zip-code.ts). */
export const fipsSchema = z.string().check(z.regex(/^\d{5}$/, 'A county is a 5-digit FIPS code'))
export const slugSchema = z
  .string()
  .check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a plan slug'), z.maxLength(100))
export const viewSchema = z.enum(['all', 'snp', 'ma-only'])

/**
 * Digits in a page's search params, as text. The router reads query values as JSON, so ?zip=33101
 * arrives as a number and ?zip=02134 (or ?county=01073) as a string.
 */
export const searchDigits = z.union([
  z.string(),
  z.pipe(z.number().check(z.int(), z.nonnegative()), z.transform(String)),
])
