import type { Category } from '~/plans/directory-options'
import type { DirectoryRow } from '~/server/reference-data.server'

import { EXT, PROFILE, SERVICE_CATEGORY, SYSTEM, specialtyOfNucc } from './codes'
import * as map from './directory-resources'
import { directoryIndex, nameWords, rowsNamed, unionById, type DirectoryIndex } from './directory-index.server'
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
 * The Plan-Net resource types served from the directory (52,000 rows), searched in memory
 * (directory-index.server.ts: reference data, decision 0015). Every parameter selects rows: a
 * test of a row and, where an index answers it, the only rows it can match; chained location
 * parameters are tests on the same row (a role's location is its own row). A search tests the
 * rows of the shortest index list, in id order.
 */
type Ref = { type: string; id: string }
type Row = DirectoryRow
/** What a parameter's values select: a test of a row, and the rows an index says it can only be among. */
type Selection = { test?: (row: Row) => boolean; among?: readonly Row[] }
type Select = (values: never[], index: DirectoryIndex) => Selection
/** A parameter: its declaration, its selection, and (for the fixed organizations) a test in memory. */
type DirectoryParam = ParamDef & { select: Select; fixed?: (resource: FhirResource, values: never[]) => boolean }

const NONE: Selection = { test: () => false, among: [] }
const ALL: Selection = {}

/** Rows whose `key` is one of the values, from an index by that key. */
const keyIn = (key: 'zip' | 'state' | 'specialty' | 'npi', byKey: ReadonlyMap<string, readonly Row[]>, values: string[]): Selection => {
  if (!values.length) return NONE
  const wanted = new Set(values)
  return { test: (row) => wanted.has(row[key]), among: unionById([...wanted].map((value) => byKey.get(value) ?? [])) }
}

const numericIds = (ids: string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number)
const idIn = (ids: string[], index: DirectoryIndex): Selection => {
  const numbers = new Set(numericIds(ids))
  if (!numbers.size) return NONE
  return { test: (row) => numbers.has(row.id), among: [...numbers].sort((a, b) => a - b).flatMap((id) => index.byId.get(id) ?? []) }
}
const refIds = (refs: Ref[]) => refs.map((r) => r.id)

/** FHIR string search on names: each word of a value starts a word of the name, ignoring case. */
const nameStarts = (values: string[], index: DirectoryIndex): Selection => {
  const among = rowsNamed(index, values)
  const rows = new Set(among)
  return { test: (row) => rows.has(row), among }
}

const specialtiesOf = (tokens: Token[]) =>
  tokens.flatMap((t) => (t.system && t.system !== SYSTEM.nucc ? [] : [specialtyOfNucc(t.code)].filter((s): s is string => !!s)))
const specialtyIn = (names: string[], index: DirectoryIndex) => keyIn('specialty', index.bySpecialty, names)

const networkIn = (refs: Ref[]): Selection => {
  const types = refs.map((r) => planTypeOfNetwork(r.id)).filter((t): t is NonNullable<typeof t> => !!t)
  return types.length ? { test: (row) => types.some((type) => row.planTypes.includes(type)) } : NONE
}

/** The medical group is the first of the row's referral groups. */
const groupIn = (refs: Ref[]): Selection => {
  const names = refs.map((r) => groupOfId(r.id)).filter((n): n is string => !!n)
  return names.length ? { test: (row) => row.medicalReferralGroups.length > 0 && names.includes(row.medicalReferralGroups[0]!) } : NONE
}

const P = {
  id: { ...COMMON_PARAMS[0]!, select: idIn, fixed: (r: FhirResource, ids: string[]) => ids.includes(r.id) },
  lastUpdated: { ...COMMON_PARAMS[1]!, select: () => ALL, fixed: () => true },
  name: { name: 'name', type: 'string' as const, documentation: 'Each word of the value starts a word of the name (case-insensitive).', value: stringValue, select: nameStarts, fixed: (r: FhirResource, v: string[]) => v.some((q) => nameWords(q).every((w) => nameWords(String(r.name)).some((word) => word.startsWith(w)))) },
  postal: (name: string) => ({ name, type: 'string' as const, documentation: 'The 5-digit ZIP code of the address.', value: postalCode, select: (v: string[], index: DirectoryIndex) => keyIn('zip', index.byZip, v) }),
  state: (name: string) => ({ name, type: 'string' as const, documentation: 'The 2-letter state of the address.', value: stateCode, select: (v: string[], index: DirectoryIndex) => keyIn('state', index.byState, v) }),
  city: (name: string) => ({ name, type: 'string' as const, documentation: 'The city of the address starts with the value.', value: stringValue, select: (v: string[]): Selection => ({ test: (row) => v.some((q) => row.city.toLowerCase().startsWith(q)) }) }),
  specialty: { name: 'specialty', type: 'token' as const, documentation: `NUCC provider taxonomy code (${SYSTEM.nucc}).`, value: tokenValue, select: (v: Token[], index: DirectoryIndex) => specialtyIn(specialtiesOf(v), index) },
  npi: { name: 'identifier', type: 'token' as const, documentation: `NPI (${SYSTEM.npi}|{npi}).`, value: tokenValue, select: (v: Token[], index: DirectoryIndex) => keyIn('npi', index.byNpi, v.filter((t) => !t.system || t.system === SYSTEM.npi).map((t) => t.code)) },
  sameRow: (name: string, type: string, documentation: string) => ({ name, type: 'reference' as const, documentation, value: referenceValue(type), select: (v: Ref[], index: DirectoryIndex) => idIn(refIds(v), index) }),
  network: (name: string) => ({ name, type: 'reference' as const, documentation: 'A Plan-Net Network (Organization/network-hmo, -ppo, -dsnp, -csnp).', value: referenceValue('Organization'), select: networkIn }),
} as const

type Spec = {
  type: string
  profile: string
  categories: Category[]
  toResource: (row: map.ProviderRow, lastUpdated: string) => FhirResource
  params: Array<Omit<DirectoryParam, 'select' | 'fixed'> & { select: Select; fixed?: (r: FhirResource, values: never[]) => boolean }>
  includes: TypeDef['includes']
  /** Fixed resources of this type besides the rows (the payer, networks and groups). */
  fixed?: (ctx: Context) => FhirResource[]
}

const sameId = (type: string) => (r: FhirResource) => [{ reference: `${type}/${r.id}` }]

function directoryType(spec: Spec): TypeDef {
  const categories = new Set<string>(spec.categories)
  const inCategory = (row: Row) => categories.has(row.category)
  const lastUpdated = (ctx: Context) => ctx.times.directory

  return {
    type: spec.type,
    profiles: [spec.profile, ...(spec.type === 'Organization' ? [PROFILE.Network] : [])],
    params: spec.params,
    includes: spec.includes,
    async search(ctx: Context, criteria: Criteria, page: Page): Promise<Found> {
      const updated = criteria.get('_lastUpdated') as DateBound[] | undefined
      if (updated && !dateMatches(lastUpdated(ctx), updated)) return { total: 0, resources: [] }
      const index = await directoryIndex(ctx.db)
      const tests: Array<(row: Row) => boolean> = []
      let rows: readonly Row[] | undefined
      let fixed = spec.fixed?.(ctx) ?? []
      for (const param of spec.params) {
        const values = criteria.get(param.name) as never[] | undefined
        if (!values) continue
        const { test, among } = param.select(values, index)
        if (among && (!rows || among.length < rows.length)) rows = among
        if (test) tests.push(test)
        fixed = param.fixed ? fixed.filter((r) => param.fixed!(r, values)) : []
      }
      const matched = (rows ?? unionById(spec.categories.map((category) => index.byCategory.get(category) ?? []))).filter(
        (row) => inCategory(row) && tests.every((test) => test(row)),
      )
      // Fixed resources come first, then rows in id order.
      const fromFixed = fixed.slice(page.offset, page.offset + page.count)
      const rowOffset = Math.max(0, page.offset - fixed.length)
      const rowPage = matched.slice(rowOffset, rowOffset + page.count - fromFixed.length)
      return { total: fixed.length + matched.length, resources: [...fromFixed, ...rowPage.map((row) => spec.toResource(row, lastUpdated(ctx)))] }
    },
    async read(ctx: Context, ids: string[]): Promise<FhirResource[]> {
      const fixed = (spec.fixed?.(ctx) ?? []).filter((r) => ids.includes(r.id))
      const index = await directoryIndex(ctx.db)
      const rows = numericIds(ids).flatMap((id) => index.byId.get(id) ?? []).filter(inCategory)
      return [...fixed, ...rows.map((row) => spec.toResource(row, lastUpdated(ctx)))]
    },
  }
}

const PLACES: Category[] = ['places', 'services']
const serviceCategoryIn = (tokens: Token[], index: DirectoryIndex) => {
  const codes = tokens.filter((t) => !t.system || t.system === SYSTEM.serviceCategory).map((t) => t.code)
  const names = Object.entries(SERVICE_CATEGORY).filter(([, c]) => codes.includes(c.code)).map(([name]) => name)
  return specialtyIn(names, index)
}

/** Plan-Net organization types of the rows: places are facilities, services atypical providers. */
const ORG_TYPES: Record<string, Category> = { fac: 'places', atyprv: 'services' }
const orgTypeOf = (r: FhirResource) => ((r.type as Array<{ coding: Array<{ code: string }> }>)[0]?.coding[0]?.code ?? '')

export const DIRECTORY_TYPES: TypeDef[] = [
  directoryType({
    type: 'Practitioner',
    profile: PROFILE.Practitioner,
    categories: ['doctors'],
    toResource: map.practitioner,
    params: [
      P.id, P.lastUpdated, P.name, P.npi,
      { name: 'family', type: 'string' as const, documentation: 'The family name starts with the value.', value: stringValue, select: (v: string[]): Selection => ({ test: (row) => v.some((q) => row.name.split(',')[0]!.toLowerCase().includes(` ${q}`)) }) },
      { name: 'given', type: 'string' as const, documentation: 'The given name starts with the value.', value: stringValue, select: (v: string[]): Selection => ({ test: (row) => v.some((q) => row.name.toLowerCase().startsWith(q)) }) },
      { name: 'gender', type: 'token' as const, documentation: 'female or male.', value: tokenValue, select: (v: Token[]): Selection => ({ test: (row) => v.some((t) => t.code === row.gender) }) },
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
      { name: 'organization', type: 'reference' as const, documentation: 'The medical group (Organization/group-...).', value: referenceValue('Organization'), select: groupIn },
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
      { name: 'organization', type: 'reference' as const, documentation: 'The managing Organization.', value: referenceValue('Organization'), select: (v: Ref[], index: DirectoryIndex) => {
        const ids = idIn(refIds(v), index)
        return { among: ids.among?.filter((row) => PLACES.includes(row.category as Category)), test: (row) => PLACES.includes(row.category as Category) && ids.test!(row) }
      } },
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
        select: (v: Token[]): Selection => ({ test: (row) => v.some((t) => ORG_TYPES[t.code] === row.category) }),
        fixed: (r, v: Token[]) => v.some((t) => t.code === orgTypeOf(r)) },
      P.postal('address-postalcode'), P.state('address-state'), P.city('address-city'),
      { name: 'partof', type: 'reference' as const, documentation: 'The parent Organization (a medical group, or the plan for networks and groups).', value: referenceValue('Organization'),
        select: groupIn, fixed: (r, v: Ref[]) => v.some((ref) => (r.partOf as { reference?: string } | undefined)?.reference === `Organization/${ref.id}`) },
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
      { name: 'service-category', type: 'token' as const, documentation: `Plan-Net service category (${SYSTEM.serviceCategory}), e.g. pharm.`, value: tokenValue, select: serviceCategoryIn },
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
      { name: 'primary-organization', type: 'reference' as const, documentation: `The plan (Organization/${PAYER_ID}).`, value: referenceValue('Organization'), select: (v: Ref[]) => (v.some((r) => r.id === PAYER_ID) ? ALL : NONE) },
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

