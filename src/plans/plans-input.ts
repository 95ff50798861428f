import { z } from 'zod'

/** Input schemas shared by the plan API routes and the plan server functions. */
export const zipSchema = z.string().regex(/^\d{5}$/, 'Please enter a 5-digit ZIP code')
export const fipsSchema = z.string().regex(/^\d{5}$/, 'A county is a 5-digit FIPS code')
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a plan slug').max(100)
export const viewSchema = z.enum(['all', 'snp', 'ma-only'])
