import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { providers } from '../../db/schema/directory.ts'
import type { Category } from '~/plans/directory-options'

import { EXT, PROFILE, SERVICE_CATEGORY, SYSTEM, specialtyOfNucc } from './codes'
import * as map from './directory-resources'
import { ENDPOINT_IDS, PAYER_ID, endpoint, fixedOrganizations, groupOfId, planTypeOfNetwork } from './network-resources'
import {
  COMMON_PARAMS,
  dateMatches,
  postalCode,
  referenceValue,
  stateCode,
  stringValue,
  tokenValue,
  type DateBound,
  type ParamDef,
  type Token,
} from './search-params'
import { refsAt, refsInExtension, type Context, type Criteria, type Found, type Page, type TypeDef } from './table-types'
import type { FhirResource } from './types'

/**
 * The Plan-Net resource types served from the directory table. Every parameter becomes a SQL
 * condition on the providers row (chained location parameters too: a role's location is its own
 * row), so one indexed query answers a search and a second counts it.
 */
type Ref = { type: string; id: string }
type Values<T> = T[]
/** A parameter: its declaration, its SQL condition, and (for the fixed organizations) a test in memory. */
type DirectoryParam = ParamDef & { where: (values: Values<never>) => SQL | undefined; fixed?: (resource: FhirResource, values: Values<never>) => boolean }

const like = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)
const or = (parts: SQL[]) => (parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`)
const NONE = sql`false`

/**
 * FHIR string search on names: every word of the value starts a word of the name, ignoring case
 * ("garc" finds Garcia and Perez-Garcia; "maria gar" finds Maria Garcia). The name words are in
 * provider_name_words (db/migrations/0006_fhir_search.sql), indexed for prefixes.
 */
export const queryWords = (value: string) => value.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)
const nameStarts = (values: string[]) =>
  or(values.map((value) => {
    const words = queryWords(value)
    if (!words.length) return NONE
    return sql.join(words.map((w) => sql`${providers.id} in (select provider_id from provider_name_words where word like ${`${like(w)}%`})`), sql` and `)
  }))

const numericIds = (ids: string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number)
const idIn = (ids: string[]) => {
  const numbers = numericIds(ids)
  return numbers.length ? inArray(providers.id, numbers) : NONE
}
const refIds = (refs: Ref[]) => refs.map((r) => r.id)

const specialtiesOf = (tokens: Token[]) =>
  tokens.flatMap((t) => (t.system && t.system !== SYSTEM.nucc ? [] : [specialtyOfNucc(t.code)].filter((s): s is string => !!s)))
const specialtyWhere = (tokens: Token[]) => {
  const names = specialtiesOf(tokens)
  return names.length ? inArray(providers.specialty, names) : NONE
}

const networkWhere = (refs: Ref[]) => {
  const types = refs.map((r) => planTypeOfNetwork(r.id)).filter((t): t is NonNullable<typeof t> => !!t)
  return types.length ? or(types.map((t) => sql`${providers.planTypes} @> array[${t}]::text[]`)) : NONE
}

const groupWhere = (refs: Ref[]) => {
  const names = refs.map((r) => groupOfId(r.id)).filter((n): n is string => !!n)
  return names.length ? inArray(sql`${providers.medicalReferralGroups}[1]`, names) : NONE
}

const P = {
  id: { ...COMMON_PARAMS[0]!, where: (ids: string[]) => idIn(ids), fixed: (r: FhirResource, ids: string[]) => ids.includes(r.id) },
  lastUpdated: { ...COMMON_PARAMS[1]!, where: () => undefined, fixed: () => true },
  name: { name: 'name', type: 'string' as const, documentation: 'Each word of the value starts a word of the name (case-insensitive).', value: stringValue, where: (v: string[]) => nameStarts(v), fixed: (r: FhirResource, v: string[]) => v.some((q) => queryWords(q).every((w) => queryWords(String(r.name)).some((word) => word.startsWith(w)))) },
  postal: (name: string) => ({ name, type: 'string' as const, documentation: 'The 5-digit ZIP code of the address.', value: postalCode, where: (v: string[]) => inArray(providers.zip, v) }),
  state: (name: string) => ({ name, type: 'string' as const, documentation: 'The 2-letter state of the address.', value: stateCode, where: (v: string[]) => inArray(providers.state, v) }),
  city: (name: string) => ({ name, type: 'string' as const, documentation: 'The city of the address starts with the value.', value: stringValue, where: (v: string[]) => or(v.map((q) => sql`lower(${providers.city}) like ${`${like(q)}%`}`)) }),
  specialty: { name: 'specialty', type: 'token' as const, documentation: `NUCC provider taxonomy code (${SYSTEM.nucc}).`, value: tokenValue, where: specialtyWhere },
  npi: { name: 'identifier', type: 'token' as const, documentation: `NPI (${SYSTEM.npi}|{npi}).`, value: tokenValue, where: (v: Token[]) => { const npis = v.filter((t) => !t.system || t.system === SYSTEM.npi).map((t) => t.code); return npis.length ? inArray(providers.npi, npis) : NONE } },
  sameRow: (name: string, type: string, documentation: string) => ({ name, type: 'reference' as const, documentation, value: referenceValue(type), where: (v: Ref[]) => idIn(refIds(v)) }),
  network: (name: string) => ({ name, type: 'reference' as const, documentation: 'A Plan-Net Network (Organization/network-hmo, -ppo, -dsnp, -csnp).', value: referenceValue('Organization'), where: networkWhere }),
} as const

type Spec = {
  type: string
  profile: string
  categories: Category[]
  toResource: (row: map.ProviderRow, lastUpdated: string) => FhirResource
  params: Array<Omit<DirectoryParam, 'where' | 'fixed'> & { where: (values: never[]) => SQL | undefined; fixed?: (r: FhirResource, values: never[]) => boolean }>
  includes: TypeDef['includes']
  /** Fixed resources of this type besides the rows (the payer, networks and groups). */
  fixed?: (ctx: Context) => FhirResource[]
}

const sameId = (type: string) => (r: FhirResource) => [{ reference: `${type}/${r.id}` }]

function directoryType(spec: Spec): TypeDef {
  const categoryWhere = inArray(providers.category, spec.categories)
  const lastUpdated = (ctx: Context) => ctx.times.directory

  return {
    type: spec.type,
    profiles: [spec.profile, ...(spec.type === 'Organization' ? [PROFILE.Network] : [])],
    params: spec.params,
    includes: spec.includes,
    async search(ctx: Context, criteria: Criteria, page: Page): Promise<Found> {
      const updated = criteria.get('_lastUpdated') as DateBound[] | undefined
      if (updated && !dateMatches(lastUpdated(ctx), updated)) return { total: 0, resources: [] }
      const conditions: SQL[] = [categoryWhere]
      let fixed = spec.fixed?.(ctx) ?? []
      for (const param of spec.params) {
        const values = criteria.get(param.name) as never[] | undefined
        if (!values) continue
        const condition = param.where(values)
        if (condition) conditions.push(condition)
        fixed = param.fixed ? fixed.filter((r) => param.fixed!(r, values)) : []
      }
      const where = and(...conditions)
      // Fixed resources come first, then rows in id order.
      const fromFixed = fixed.slice(page.offset, page.offset + page.count)
      const rowOffset = Math.max(0, page.offset - fixed.length)
      const rowLimit = page.count - fromFixed.length
      const rows = rowLimit > 0 ? await ctx.db.select().from(providers).where(where).orderBy(asc(providers.id)).limit(rowLimit).offset(rowOffset) : []
      // A short first page is the whole answer: no second query to count it.
      const total = rowLimit > 0 && rowOffset === 0 && rows.length < rowLimit ? rows.length : Number((await ctx.db.select({ n: count() }).from(providers).where(where))[0]?.n ?? 0)
      return { total: fixed.length + total, resources: [...fromFixed, ...rows.map((row) => spec.toResource(row, lastUpdated(ctx)))] }
    },
    async read(ctx: Context, ids: string[]): Promise<FhirResource[]> {
      const fixed = (spec.fixed?.(ctx) ?? []).filter((r) => ids.includes(r.id))
      const numbers = numericIds(ids)
      const rows = numbers.length ? await ctx.db.select().from(providers).where(and(categoryWhere, inArray(providers.id, numbers))) : []
      return [...fixed, ...rows.map((row) => spec.toResource(row, lastUpdated(ctx)))]
    },
  }
}

const PLACES: Category[] = ['places', 'services']
const serviceCategoryWhere = (tokens: Token[]) => {
  const codes = tokens.filter((t) => !t.system || t.system === SYSTEM.serviceCategory).map((t) => t.code)
  const names = Object.entries(SERVICE_CATEGORY).filter(([, c]) => codes.includes(c.code)).map(([name]) => name)
  return names.length ? inArray(providers.specialty, names) : NONE
}

const ORG_TYPES: Record<string, SQL> = { fac: eq(providers.category, 'places'), atyprv: eq(providers.category, 'services') }
const orgTypeOf = (r: FhirResource) => ((r.type as Array<{ coding: Array<{ code: string }> }>)[0]?.coding[0]?.code ?? '')

export const DIRECTORY_TYPES: TypeDef[] = [
  directoryType({
    type: 'Practitioner',
    profile: PROFILE.Practitioner,
    categories: ['doctors'],
    toResource: map.practitioner,
    params: [
      P.id, P.lastUpdated, P.name, P.npi,
      { name: 'family', type: 'string' as const, documentation: 'The family name starts with the value.', value: stringValue, where: (v: string[]) => or(v.map((q) => sql`lower(split_part(${providers.name}, ',', 1)) like ${`% ${like(q)}%`}`)) },
      { name: 'given', type: 'string' as const, documentation: 'The given name starts with the value.', value: stringValue, where: (v: string[]) => or(v.map((q) => sql`lower(${providers.name}) like ${`${like(q)}%`}`)) },
      { name: 'gender', type: 'token' as const, documentation: 'female or male.', value: tokenValue, where: (v: Token[]) => inArray(providers.gender, v.map((t) => t.code)) },
    ],
    includes: [],
  }),
  directoryType({
    type: 'PractitionerRole',
    profile: PROFILE.PractitionerRole,
    categories: ['doctors'],
    toResource: map.practitionerRole,
    params: [
      P.id, P.lastUpdated, P.specialty,
      P.sameRow('practitioner', 'Practitioner', 'The Practitioner in the role.'),
      P.sameRow('location', 'Location', 'Where the role is practised.'),
      { name: 'organization', type: 'reference' as const, documentation: 'The medical group (Organization/group-...).', value: referenceValue('Organization'), where: groupWhere },
      P.network('network'),
      P.postal('location.address-postalcode'), P.state('location.address-state'), P.city('location.address-city'),
    ],
    includes: [
      { param: 'practitioner', target: 'Practitioner', refs: sameId('Practitioner') },
      { param: 'location', target: 'Location', refs: sameId('Location') },
      { param: 'organization', target: 'Organization', refs: (r) => refsAt(r, 'organization') },
      { param: 'network', target: 'Organization', refs: (r) => refsInExtension(r, EXT.networkReference) },
    ],
  }),
  directoryType({
    type: 'Location',
    profile: PROFILE.Location,
    categories: ['doctors', 'places', 'services'],
    toResource: map.location,
    params: [
      P.id, P.lastUpdated, P.name, P.postal('address-postalcode'), P.state('address-state'), P.city('address-city'),
      { name: 'organization', type: 'reference' as const, documentation: 'The managing Organization.', value: referenceValue('Organization'), where: (v: Ref[]) => and(inArray(providers.category, PLACES), idIn(refIds(v))) },
    ],
    includes: [{ param: 'organization', target: 'Organization', refs: (r) => refsAt(r, 'managingOrganization') }],
  }),
  directoryType({
    type: 'Organization',
    profile: PROFILE.Organization,
    categories: PLACES,
    toResource: map.organization,
    fixed: (ctx) => fixedOrganizations(ctx.times.directory),
    params: [
      P.id, P.lastUpdated, P.name, P.npi,
      { name: 'type', type: 'token' as const, documentation: `Plan-Net organization type (${SYSTEM.orgType}): fac, atyprv, payer, prvgrp, ntwk (networks).`, value: tokenValue,
        where: (v: Token[]) => or(v.map((t) => ORG_TYPES[t.code] ?? NONE)),
        fixed: (r, v: Token[]) => v.some((t) => t.code === orgTypeOf(r)) },
      P.postal('address-postalcode'), P.state('address-state'), P.city('address-city'),
      { name: 'partof', type: 'reference' as const, documentation: 'The parent Organization (a medical group, or the plan for networks and groups).', value: referenceValue('Organization'),
        where: groupWhere, fixed: (r, v: Ref[]) => v.some((ref) => (r.partOf as { reference?: string } | undefined)?.reference === `Organization/${ref.id}`) },
    ],
    includes: [
      { param: 'partof', target: 'Organization', refs: (r) => refsAt(r, 'partOf') },
      { param: 'endpoint', target: 'Endpoint', refs: (r) => refsAt(r, 'endpoint') },
    ],
  }),
  directoryType({
    type: 'HealthcareService',
    profile: PROFILE.HealthcareService,
    categories: PLACES,
    toResource: map.healthcareService,
    params: [
      P.id, P.lastUpdated, P.name, P.specialty,
      { name: 'service-category', type: 'token' as const, documentation: `Plan-Net service category (${SYSTEM.serviceCategory}), e.g. pharm.`, value: tokenValue, where: serviceCategoryWhere },
      P.sameRow('organization', 'Organization', 'The Organization providing the service.'),
      P.sameRow('location', 'Location', 'Where the service is provided.'),
      P.postal('location.address-postalcode'), P.state('location.address-state'),
    ],
    includes: [
      { param: 'organization', target: 'Organization', refs: (r) => refsAt(r, 'providedBy') },
      { param: 'location', target: 'Location', refs: (r) => refsAt(r, 'location') },
    ],
  }),
  directoryType({
    type: 'OrganizationAffiliation',
    profile: PROFILE.OrganizationAffiliation,
    categories: PLACES,
    toResource: map.organizationAffiliation,
    params: [
      P.id, P.lastUpdated, P.specialty, P.network('network'),
      P.sameRow('participating-organization', 'Organization', 'The participating Organization.'),
      { name: 'primary-organization', type: 'reference' as const, documentation: `The plan (Organization/${PAYER_ID}).`, value: referenceValue('Organization'), where: (v: Ref[]) => (v.some((r) => r.id === PAYER_ID) ? undefined : NONE) },
      P.sameRow('location', 'Location', 'Where the participation applies.'),
      P.sameRow('service', 'HealthcareService', 'The HealthcareService provided.'),
      P.postal('location.address-postalcode'), P.state('location.address-state'),
    ],
    includes: [
      { param: 'participating-organization', target: 'Organization', refs: (r) => refsAt(r, 'participatingOrganization') },
      { param: 'primary-organization', target: 'Organization', refs: (r) => refsAt(r, 'organization') },
      { param: 'location', target: 'Location', refs: (r) => refsAt(r, 'location') },
      { param: 'network', target: 'Organization', refs: (r) => refsAt(r, 'network') },
      { param: 'service', target: 'HealthcareService', refs: (r) => refsAt(r, 'healthcareService') },
    ],
  }),
]

/** The two Endpoints: fixed, no rows. */
export const ENDPOINT_TYPE: TypeDef = {
  type: 'Endpoint',
  profiles: [PROFILE.Endpoint],
  params: [
    COMMON_PARAMS[0]!, COMMON_PARAMS[1]!,
    { name: 'organization', type: 'reference' as const, documentation: `The managing Organization (Organization/${PAYER_ID}).`, value: referenceValue('Organization') },
  ],
  includes: [{ param: 'organization', target: 'Organization', refs: (r) => refsAt(r, 'managingOrganization') }],
  async search(ctx, criteria, page) {
    const all = ENDPOINT_IDS.map((id) => endpoint(id, ctx.baseUrl, ctx.times.directory)).filter((r) => {
      const ids = criteria.get('_id') as string[] | undefined
      const updated = criteria.get('_lastUpdated') as DateBound[] | undefined
      const orgs = criteria.get('organization') as Ref[] | undefined
      return (!ids || ids.includes(r.id)) && (!updated || dateMatches(r.meta.lastUpdated, updated)) && (!orgs || orgs.some((o) => o.id === PAYER_ID))
    })
    return { total: all.length, resources: all.slice(page.offset, page.offset + page.count) }
  },
  async read(ctx, ids) {
    return ENDPOINT_IDS.filter((id) => ids.includes(id)).map((id) => endpoint(id, ctx.baseUrl, ctx.times.directory))
  },
}

