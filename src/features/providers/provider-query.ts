import { z } from 'zod'
import { once } from '~/plans/once'
import { CATEGORIES, GENDERS } from '~/plans/directory-options'
import { PLAN_TYPES } from '~/plans/plan-types'
import { zipCodeSchema } from '~/plans/zip-code-schema'

export const RADII = [5, 10, 25, 50] as const
export const DEFAULT_RADIUS = 10
export const PAGE_SIZE = 10

/** 'true'/'1' and real booleans are true; absent, '', 'false' and '0' are false. */
const flag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
    .optional()
    .transform((value) => value === true || value === 'true' || value === '1')

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined))

/**
 * One provider search, as the API's query string and the page's hash describe it. Shared by
 * GET /api/providers, the server function behind the page, and the page's hash parser.
 */
const buildProviderQuerySchema = () =>
  z.object({
    /** Optional when `state` is given: a deep link of spec 2.3 searches its whole state. */
    zip: zipCodeSchema('zipError').optional(),
    radius: z.coerce.number().int().min(1).max(100).default(DEFAULT_RADIUS),
    /** 'all' or a browse category; the hash calls it filterType. */
    category: z.enum(['all', ...CATEGORIES]).default('all'),
    q: optionalText(80),
    specialty: optionalText(80),
    group: optionalText(80),
    language: optionalText(60),
    gender: z.enum(GENDERS).optional().or(z.literal('').transform(() => undefined)),
    accepting: flag(),
    medicaid: flag(),
    online: flag(),
    freeStanding: flag(),
    /** Spec 2.3 deep-link parameters: plan type network, state, plan year. */
    planType: z.enum(PLAN_TYPES).optional().or(z.literal('').transform(() => undefined)),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase())
      .optional()
      .or(z.literal('').transform(() => undefined)),
    year: z.coerce.number().int().min(2019).max(2030).optional(),
    page: z.coerce.number().int().min(1).max(500).default(1),
  }).refine((query) => query.zip !== undefined || query.state !== undefined, { path: ['zip'], message: 'zipError' })
type ProviderQuerySchema = ReturnType<typeof buildProviderQuerySchema>

/** Built on first use, not as the page's script loads (tens of milliseconds on a phone, issue 17). */
export const providerQuerySchema = once(buildProviderQuerySchema)

export type ProviderQuery = z.infer<ProviderQuerySchema>
export type ProviderQueryInput = z.input<ProviderQuerySchema>

export type ProviderResult = {
  id: number
  name: string
  category: string
  specialty: string
  gender: string | null
  npi: string
  pcpId: string | null
  languages: string[]
  medicalReferralGroups: string[]
  planTypes: string[]
  patientsAccepted: string
  medicaidAccepted: boolean
  medicaidCertified: boolean
  virtualServices: string
  visionHearingServices: string[]
  freeStandingFacility: boolean
  startDate: string
  address: string
  city: string
  state: string
  zip: string
  phone: string
  lat: number
  lon: number
  /** Null in a statewide search (no ZIP to measure from). */
  distanceMiles: number | null
  directionsUrl: string
}

/**
 * The answer of a search; `served: false` is the out-of-area case (spec 8), not an error. A search
 * without a ZIP (a deep link naming a state) has `zip` and `radius` null and lists by name.
 */
export type ProviderSearchResponse =
  | { zip: string; served: false }
  | { zip: string | null; served: true; radius: number | null; page: number; pageSize: number; total: number; results: ProviderResult[] }
