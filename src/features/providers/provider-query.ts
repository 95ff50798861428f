import { z } from 'zod/mini'
import { once } from '~/plans/once'
import { CATEGORIES, GENDERS } from '~/plans/directory-options'
import { PLAN_TYPES } from '~/plans/plan-types'
import { zipCodeSchema } from '~/plans/zip-code-schema'

export const RADII = [5, 10, 25, 50] as const
export const DEFAULT_RADIUS = 10
export const PAGE_SIZE = 10

/** 'true'/'1' and real booleans are true; absent, '', 'false' and '0' are false. */
const flag = () =>
  z.pipe(
    z.optional(z.union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])),
    z.transform((value) => value === true || value === 'true' || value === '1'),
  )

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((value) => (value ? value : undefined)),
  )

/** An optional choice; '' (an empty select) is no choice. */
const optionalOrBlank = <T extends z.ZodMiniType>(schema: T) =>
  z.union([
    z.optional(schema),
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
  ])

const whole = (min: number, max: number) =>
  z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max))

/**
 * One provider search, as the API's query string and the page's hash describe it. Shared by
 * GET /api/providers, the server function behind the page, and the page's hash parser.
 */
const buildProviderQuerySchema = () =>
  z
    .object({
      /** Optional when `state` is given: a deep link of spec 2.3 searches its whole state. */
      zip: z.optional(zipCodeSchema('zipError')),
      radius: z._default(whole(1, 100), DEFAULT_RADIUS),
      /** 'all' or a browse category; the hash calls it filterType. */
      category: z._default(z.enum(['all', ...CATEGORIES]), 'all'),
      q: optionalText(80),
      specialty: optionalText(80),
      group: optionalText(80),
      language: optionalText(60),
      gender: optionalOrBlank(z.enum(GENDERS)),
      accepting: flag(),
      medicaid: flag(),
      online: flag(),
      freeStanding: flag(),
      /** Spec 2.3 deep-link parameters: plan type network, state, plan year. */
      planType: optionalOrBlank(z.enum(PLAN_TYPES)),
      state: optionalOrBlank(
        z.pipe(
          z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/)),
          z.transform((value) => value.toUpperCase()),
        ),
      ),
      year: z.optional(whole(2019, 2030)),
      page: z._default(whole(1, 500), 1),
    })
    .check(
      z.refine((query) => query.zip !== undefined || query.state !== undefined, {
        path: ['zip'],
        message: 'zipError',
      }),
    )
type ProviderQuerySchema = ReturnType<typeof buildProviderQuerySchema>

/** Built on first use, not as the page's script loads (tens of milliseconds on a phone, decision 0017). */
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
  | {
      zip: string | null
      served: true
      radius: number | null
      page: number
      pageSize: number
      total: number
      results: ProviderResult[]
    }
