import type { Category } from '~/plans/directory-options'
import type { DirectoryRow } from '~/directory/directory-rows.server'

import { EXT, PROFILE, SYSTEM, specialtyOfNucc } from './codes'
import * as map from './directory-resources'
import { areaIndex, type AreaIndex } from './area-index.server'
import { countyArea, countyAreaId, countyAreaName, stateArea } from './area-resources'
import {
  directoryIndex,
  rowAddressParts,
  rowsNamed,
  unionById,
  type DirectoryIndex,
} from './directory-index.server'
import { addressPartsOf, humanNameParts, namePartsOf, startsWithAny } from './string-match'
import { hasEndpoint, locationAliases, rowOfDirectEndpoint } from './listing-details'
import {
  ENDPOINT_IDS,
  PAYER_ID,
  endpoint,
  fixedOrganizations,
  groupOfId,
  planTypeOfNetwork,
  type FixedData,
} from './network-resources'
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
import {
  refsAt,
  refsInExtension,
  type Context,
  type Criteria,
  type Found,
  type Page,
  type TypeDef,
} from './table-types'
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
type Select = (values: never[], index: DirectoryIndex, areas: AreaIndex) => Selection
/** A parameter: its declaration, its selection, and (for the fixed organizations) a test in memory. */
type DirectoryParam = ParamDef & {
  select: Select
  fixed?: (resource: FhirResource, values: never[]) => boolean
}

const NONE: Selection = { test: () => false, among: [] }
const ALL: Selection = {}

/** Rows whose `key` is one of the values, from an index by that key. */
const keyIn = (
  key: 'zip' | 'state' | 'specialty' | 'npi',
  byKey: ReadonlyMap<string, readonly Row[]>,
  values: string[],
): Selection => {
  if (!values.length) return NONE
  const wanted = new Set(values)
  return {
    test: (row) => wanted.has(row[key]),
    among: unionById([...wanted].map((value) => byKey.get(value) ?? [])),
  }
}

const numericIds = (ids: string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number)
const idIn = (ids: string[], index: DirectoryIndex): Selection => {
  const numbers = new Set(numericIds(ids))
  if (!numbers.size) return NONE
  return {
    test: (row) => numbers.has(row.id),
    among: [...numbers].sort((a, b) => a - b).flatMap((id) => index.byId.get(id) ?? []),
  }
}
const refIds = (refs: Ref[]) => refs.map((r) => r.id)

/**
 * FHIR string search on names (string-match.ts): the whole name, or a part of a HumanName, starts
 * with the value. The index gives the rows with any such part; `parts` are this type's own.
 */
const nameStarts =
  (parts: (row: Row) => string[]) =>
  (values: string[], index: DirectoryIndex): Selection => ({
    test: (row) => startsWithAny(parts(row), values),
    among: rowsNamed(index, values),
  })

const specialtiesOf = (tokens: Token[]) =>
  tokens.flatMap((t) =>
    t.system && t.system !== SYSTEM.nucc
      ? []
      : [specialtyOfNucc(t.code)].filter((s): s is string => !!s),
  )
const specialtyIn = (names: string[], index: DirectoryIndex) =>
  keyIn('specialty', index.bySpecialty, names)

const networkIn = (refs: Ref[]): Selection => {
  const types = refs
    .map((r) => planTypeOfNetwork(r.id))
    .filter((t): t is NonNullable<typeof t> => !!t)
  return types.length ? { test: (row) => types.some((type) => row.planTypes.includes(type)) } : NONE
}

/** The medical group is the first of the row's referral groups. */
const groupIn = (refs: Ref[]): Selection => {
  const names = refs.map((r) => groupOfId(r.id)).filter((n): n is string => !!n)
  return names.length
    ? {
        test: (row) =>
          row.medicalReferralGroups.length > 0 && names.includes(row.medicalReferralGroups[0]!),
      }
    : NONE
}

const codesOf = (tokens: Token[], system: string) =>
  tokens.filter((t) => !t.system || t.system === system).map((t) => t.code)

const P = {
  id: {
    ...COMMON_PARAMS[0]!,
    select: idIn,
    fixed: (r: FhirResource, ids: string[]) => ids.includes(r.id),
  },
  lastUpdated: { ...COMMON_PARAMS[1]!, select: () => ALL, fixed: () => true },
  name: (parts: (row: Row) => string[] = (row) => [row.name]) => ({
    name: 'name',
    type: 'string' as const,
    documentation:
      'The name (or, for a person, its text, family or a given name) starts with the value, ignoring case and accents.',
    value: stringValue,
    select: nameStarts(parts),
    fixed: (r: FhirResource, v: string[]) => startsWithAny(namePartsOf(r), v),
  }),
  postal: (name: string) => ({
    name,
    type: 'string' as const,
    documentation: 'The 5-digit ZIP code of the address.',
    value: postalCode,
    select: (v: string[], index: DirectoryIndex) => keyIn('zip', index.byZip, v),
  }),
  state: (name: string) => ({
    name,
    type: 'string' as const,
    documentation: 'The 2-letter state of the address.',
    value: stateCode,
    select: (v: string[], index: DirectoryIndex) => keyIn('state', index.byState, v),
  }),
  city: (name: string) => ({
    name,
    type: 'string' as const,
    documentation: 'The city of the address starts with the value, ignoring case and accents.',
    value: stringValue,
    select: (v: string[]): Selection => ({ test: (row) => startsWithAny([row.city], v) }),
  }),
  specialty: {
    name: 'specialty',
    type: 'token' as const,
    documentation: `NUCC provider taxonomy code (${SYSTEM.nucc}).`,
    value: tokenValue,
    select: (v: Token[], index: DirectoryIndex) => specialtyIn(specialtiesOf(v), index),
  },
  npi: {
    name: 'identifier',
    type: 'token' as const,
    documentation: `NPI (${SYSTEM.npi}|{npi}).`,
    value: tokenValue,
    select: (v: Token[], index: DirectoryIndex) =>
      keyIn(
        'npi',
        index.byNpi,
        v.filter((t) => !t.system || t.system === SYSTEM.npi).map((t) => t.code),
      ),
  },
  sameRow: (name: string, type: string, documentation: string) => ({
    name,
    type: 'reference' as const,
    documentation,
    value: referenceValue(type),
    target: [type],
    select: (v: Ref[], index: DirectoryIndex) => idIn(refIds(v), index),
  }),
  network: (name: string) => ({
    name,
    type: 'reference' as const,
    documentation: 'A Plan-Net Network (Organization/network-hmo, -ppo, -dsnp, -csnp).',
    value: referenceValue('Organization'),
    target: ['Organization'],
    select: networkIn,
  }),
  /** A reference the rows never hold (they have no endpoints, services or parent locations): the fixed resources may. */
  none: (
    name: string,
    type: string,
    documentation: string,
    fixed?: (r: FhirResource, v: Ref[]) => boolean,
  ) => ({
    name,
    type: 'reference' as const,
    documentation,
    value: referenceValue(type),
    target: [type],
    select: (): Selection => NONE,
    ...(fixed ? { fixed } : {}),
  }),
  address: (name: string) => ({
    name,
    type: 'string' as const,
    documentation:
      'A part of the address starts with the value, ignoring case and accents: its text ("8747 Market Rd, Atlanta, GA 30322"), a line, the city, district, state, ZIP code or country. Escape a comma in the value as \\,.',
    value: stringValue,
    select: (v: string[], index: DirectoryIndex): Selection => ({
      test: (row) => startsWithAny(rowAddressParts(row), v),
      among: rowsNamed(index, v, 'address'),
    }),
    fixed: (r: FhirResource, v: string[]) => startsWithAny(addressPartsOf(r), v),
  }),
  endpoint: (
    name: string,
    documentation = "An Endpoint: a listing's Direct address (Endpoint/direct-{id}), or this API (Endpoint/provider-directory, Endpoint/formulary) for the plan's own organizations.",
  ) => ({
    name,
    type: 'reference' as const,
    documentation,
    value: referenceValue('Endpoint'),
    target: ['Endpoint'],
    select: (v: Ref[], index: DirectoryIndex): Selection => {
      const rows = idIn(
        v.map((e) => String(rowOfDirectEndpoint(e.id) ?? '')),
        index,
      )
      return {
        among: rows.among?.filter(hasEndpoint),
        test: (row) => rows.test!(row) && hasEndpoint(row),
      }
    },
    fixed: (r: FhirResource, v: Ref[]) =>
      v.some((e) => refsAt(r, 'endpoint').some((x) => x.reference === `Endpoint/${e.id}`)),
  }),
} as const

type Spec = {
  type: string
  profile: string
  categories: Category[]
  toResource: (row: map.ProviderRow, lastUpdated: string, areas: AreaIndex) => FhirResource
  params: Array<
    Omit<DirectoryParam, 'select' | 'fixed'> & {
      select: Select
      fixed?: (r: FhirResource, values: never[]) => boolean
    }
  >
  includes: TypeDef['includes']
  /** Fixed resources of this type besides the rows (the payer, networks and groups; the coverage areas). */
  fixed?: (ctx: Context, index: DirectoryIndex, areas: AreaIndex) => FhirResource[]
  /** The fixed resources come after the rows (the coverage areas: a plain search shows places first). */
  fixedLast?: boolean
}

const sameId = (type: string) => (r: FhirResource) => [{ reference: `${type}/${r.id}` }]

/** What the fixed organizations are built from, once per directory index. */
const fixedData = new WeakMap<DirectoryIndex, FixedData>()
function fixedDataOf(index: DirectoryIndex, areas: AreaIndex): FixedData {
  let data = fixedData.get(index)
  if (!data) {
    const groupStates = new Map<string, string[]>()
    for (const row of index.byId.values()) {
      const group = row.medicalReferralGroups[0]
      if (!group) continue
      const list = groupStates.get(group) ?? []
      if (!list.includes(row.state)) list.push(row.state)
      groupStates.set(group, list)
    }
    for (const list of groupStates.values()) list.sort()
    fixedData.set(index, (data = { groupStates, networkStates: areas.statesOfPlanType }))
  }
  return data
}

/** The coverage areas as Locations: the states, then the counties. */
const areaLocations = (ctx: Context, areas: AreaIndex) => [
  ...areas.states.map((s) => stateArea(s, ctx.times.plans)),
  ...areas.counties.map((c) => countyArea(c, ctx.times.plans)),
]

/** The county area of a row's ZIP code, for its HealthcareService. */
const rowArea = (row: Row, areas: AreaIndex): map.RowArea => {
  const fips = areas.countyOfZip.get(row.zip)
  const county = fips ? areas.countyByFips.get(fips) : undefined
  return county
    ? { countyAreaId: countyAreaId(county.fips), countyName: countyAreaName(county) }
    : {}
}

function directoryType(spec: Spec): TypeDef {
  const categories = new Set<string>(spec.categories)
  const inCategory = (row: Row) => categories.has(row.category)
  const lastUpdated = (ctx: Context) => ctx.times.directory

  /** The fixed resources and the rows that match, in the order searches answer. */
  async function match(ctx: Context, criteria: Criteria) {
    const [index, areas] = await Promise.all([directoryIndex(ctx.db), areaIndex(ctx.db)])
    let fixed = spec.fixed?.(ctx, index, areas) ?? []
    const updated = criteria.get('_lastUpdated') as DateBound[] | undefined
    if (updated) fixed = fixed.filter((r) => dateMatches(r.meta.lastUpdated, updated))
    const tests: Array<(row: Row) => boolean> = []
    let rows: readonly Row[] | undefined
    // Rows share one load time: outside the bounds, none matches (the fixed resources are still filtered).
    if (updated && !dateMatches(lastUpdated(ctx), updated)) rows = []
    for (const param of spec.params) {
      const values = criteria.get(param.name) as never[] | undefined
      if (!values) continue
      const { test, among } = param.select(values, index, areas)
      if (among && (!rows || among.length < rows.length)) rows = among
      if (test) tests.push(test)
      if (param.name !== '_lastUpdated')
        fixed = param.fixed ? fixed.filter((r) => param.fixed!(r, values)) : []
    }
    const matched = (
      rows ?? unionById(spec.categories.map((category) => index.byCategory.get(category) ?? []))
    ).filter((row) => inCategory(row) && tests.every((test) => test(row)))
    return { index, areas, fixed, rows: matched }
  }

  return {
    type: spec.type,
    profiles: [
      spec.profile,
      ...(spec.type === 'Organization'
        ? [PROFILE.Network]
        : spec.type === 'Location'
          ? [PROFILE.InsurancePlanLocation]
          : []),
    ],
    params: spec.params,
    includes: spec.includes,
    async search(ctx: Context, criteria: Criteria, page: Page): Promise<Found> {
      const { areas, fixed, rows } = await match(ctx, criteria)
      const total = fixed.length + rows.length
      const end = Math.min(total, page.offset + page.count)
      const toResource = (row: Row) => spec.toResource(row, lastUpdated(ctx), areas)
      // Fixed resources first, then rows in id order (or the other way round: fixedLast).
      if (spec.fixedLast) {
        return {
          total,
          resources: [
            ...rows.slice(page.offset, end).map(toResource),
            ...fixed.slice(Math.max(0, page.offset - rows.length), Math.max(0, end - rows.length)),
          ],
        }
      }
      return {
        total,
        resources: [
          ...fixed.slice(page.offset, end),
          ...rows
            .slice(Math.max(0, page.offset - fixed.length), Math.max(0, end - fixed.length))
            .map(toResource),
        ],
      }
    },
    async ids(ctx: Context, criteria: Criteria): Promise<string[]> {
      const { fixed, rows } = await match(ctx, criteria)
      const fixedIds = fixed.map((r) => r.id)
      const rowIds = rows.map((row) => String(row.id))
      return spec.fixedLast ? [...rowIds, ...fixedIds] : [...fixedIds, ...rowIds]
    },
    async read(ctx: Context, ids: string[]): Promise<FhirResource[]> {
      const [index, areas] = await Promise.all([directoryIndex(ctx.db), areaIndex(ctx.db)])
      const wanted = new Set(ids)
      const fixed = (spec.fixed?.(ctx, index, areas) ?? []).filter((r) => wanted.has(r.id))
      const rows = numericIds(ids)
        .flatMap((id) => index.byId.get(id) ?? [])
        .filter(inCategory)
      return [...fixed, ...rows.map((row) => spec.toResource(row, lastUpdated(ctx), areas))]
    },
  }
}

const PLACES: Category[] = ['places', 'services']

/** Rows in one of these county areas (a place serves the county it is in, when plans are sold there). */
const inCountyArea = (v: Ref[], _index: DirectoryIndex, areas: AreaIndex): Selection => {
  const wanted = new Set(v.map((x) => x.id))
  return {
    test: (row) => {
      const fips = areas.countyOfZip.get(row.zip)
      return !!fips && wanted.has(countyAreaId(fips))
    },
  }
}
/**
 * A facility or service's own Organization, or a doctor's medical group: what manages a Location
 * and provides a HealthcareService. A group's doctors are not among an id index.
 */
const placeOrGroup = (v: Ref[], index: DirectoryIndex): Selection => {
  const ids = idIn(refIds(v), index)
  const isPlace = (row: Row) => PLACES.includes(row.category as Category)
  const groups = groupIn(v)
  if (groups !== NONE) return { test: (row) => (isPlace(row) ? ids.test!(row) : groups.test!(row)) }
  return {
    among: ids.among?.filter(isPlace),
    test: (row) => isPlace(row) && ids.test!(row),
  }
}

/** Plan-Net organization types of the rows: places are facilities, services atypical providers. */
const ORG_TYPES: Record<string, Category> = { fac: 'places', atyprv: 'services' }
const orgTypeOf = (r: FhirResource) =>
  (r.type as Array<{ coding: Array<{ code: string }> }>)[0]?.coding[0]?.code ?? ''

/**
 * A token coded from a row's category and specialty: a test of the row, and the rows of the
 * specialties (or, for doctors' codes, the category) it can only be among.
 */
/** The rows of each category and specialty, once per index: the unit every coded row property is a function of. */
const kindsOfIndex = new WeakMap<
  DirectoryIndex,
  Array<{ kind: Pick<Row, 'category' | 'specialty'>; rows: readonly Row[] }>
>()
function kindsOf(index: DirectoryIndex) {
  let kinds = kindsOfIndex.get(index)
  if (!kinds) {
    const groups = new Map<string, Row[]>()
    for (const rows of index.bySpecialty.values()) {
      for (const row of rows) {
        const key = `${row.category}|${row.specialty}`
        let list = groups.get(key)
        if (!list) groups.set(key, (list = []))
        list.push(row)
      }
    }
    kindsOfIndex.set(
      index,
      (kinds = [...groups.values()].map((rows) => ({
        kind: { category: rows[0]!.category, specialty: rows[0]!.specialty },
        rows,
      }))),
    )
  }
  return kinds
}

/**
 * A token coded from a row's category and specialty: a test of the row, and the rows of the kinds
 * (category and specialty) whose code it names, the only rows it can be among.
 */
const tokenTest =
  (codeOf: (row: Pick<Row, 'category' | 'specialty'>) => string, system: string) =>
  (v: Token[], index: DirectoryIndex): Selection => {
    const codes = new Set(codesOf(v, system))
    const lists = kindsOf(index)
      .filter(({ kind }) => codes.has(codeOf(kind)))
      .map(({ rows }) => rows)
    return { test: (row) => codes.has(codeOf(row)), among: lists.length ? unionById(lists) : [] }
  }

const fixedRefTest = (element: string) => (r: FhirResource, v: Ref[]) =>
  v.some((x) => refsAt(r, element).some((e) => e.reference === `${x.type}/${x.id}`))
const typeCodes = (r: FhirResource) =>
  ((r.type as Array<{ coding?: Array<{ system: string; code: string }> }>) ?? []).flatMap(
    (t) => t.coding ?? [],
  )
const fixedTokenTest = (r: FhirResource, v: Token[]) =>
  v.some((t) => typeCodes(r).some((c) => c.code === t.code && (!t.system || t.system === c.system)))

export const DIRECTORY_TYPES: TypeDef[] = [
  directoryType({
    type: 'Practitioner',
    profile: PROFILE.Practitioner,
    categories: ['doctors'],
    toResource: map.practitioner,
    params: [
      P.id,
      P.lastUpdated,
      P.name((row) => humanNameParts(map.personName(row.name))),
      P.npi,
      {
        name: 'family',
        type: 'string' as const,
        documentation: 'The family name starts with the value, ignoring case and accents.',
        value: stringValue,
        select: (v: string[]): Selection => ({
          test: (row) => startsWithAny([map.personName(row.name).family], v),
        }),
      },
      {
        name: 'given',
        type: 'string' as const,
        documentation: 'A given name starts with the value, ignoring case and accents.',
        value: stringValue,
        select: (v: string[]): Selection => ({
          test: (row) => startsWithAny(map.personName(row.name).given, v),
        }),
      },
      {
        name: 'gender',
        type: 'token' as const,
        documentation: 'female or male.',
        value: tokenValue,
        select: (v: Token[]): Selection => ({
          test: (row) => v.some((t) => t.code === row.gender),
        }),
      },
    ],
    includes: [],
  }),
  directoryType({
    type: 'PractitionerRole',
    profile: PROFILE.PractitionerRole,
    categories: ['doctors'],
    toResource: map.practitionerRole,
    params: [
      P.id,
      P.lastUpdated,
      P.specialty,
      P.sameRow('practitioner', 'Practitioner', 'The Practitioner in the role.'),
      P.sameRow('location', 'Location', 'Where the role is practised.'),
      {
        name: 'organization',
        type: 'reference' as const,
        documentation: 'The medical group (Organization/group-...).',
        value: referenceValue('Organization'),
        target: ['Organization'],
        select: groupIn,
      },
      P.network('network'),
      {
        name: 'role',
        type: 'token' as const,
        documentation: `Plan-Net provider role (${SYSTEM.providerRole}): ph (physician) or apn (advanced practice nursing, the nurse practitioners).`,
        value: tokenValue,
        select: tokenTest((row) => map.providerRoleOf(row).code, SYSTEM.providerRole),
      },
      P.sameRow(
        'service',
        'HealthcareService',
        "The HealthcareService of the role: the doctor's specialty at the office (HealthcareService/{the role's id}).",
      ),
      P.endpoint(
        'endpoint',
        'The Direct address of the doctor (Endpoint/direct-{id}), run by the medical group, when the doctor has one.',
      ),
      P.postal('location.address-postalcode'),
      P.state('location.address-state'),
      P.city('location.address-city'),
    ],
    includes: [
      {
        param: 'practitioner',
        target: 'Practitioner',
        refs: sameId('Practitioner'),
        sameRow: true,
      },
      { param: 'location', target: 'Location', refs: sameId('Location'), sameRow: true },
      { param: 'organization', target: 'Organization', refs: (r) => refsAt(r, 'organization') },
      {
        param: 'network',
        target: 'Organization',
        refs: (r) => refsInExtension(r, EXT.networkReference),
      },
      {
        param: 'service',
        target: 'HealthcareService',
        refs: (r) => refsAt(r, 'healthcareService'),
        sameRow: true,
      },
      { param: 'endpoint', target: 'Endpoint', refs: (r) => refsAt(r, 'endpoint') },
    ],
  }),
  directoryType({
    type: 'Location',
    profile: PROFILE.Location,
    categories: ['doctors', 'places', 'services'],
    toResource: map.location,
    fixed: (ctx, _index, areas) => areaLocations(ctx, areas),
    fixedLast: true,
    params: [
      P.id,
      P.lastUpdated,
      {
        // R4's Location name: Location.name | Location.alias.
        ...P.name((row) => [map.rowLocationName(row), ...locationAliases(row)]),
        documentation:
          "The name or another name (alias, e.g. a hospital's initials) starts with the value, ignoring case and accents.",
      },
      P.postal('address-postalcode'),
      {
        ...P.state('address-state'),
        fixed: (r: FhirResource, v: string[]) =>
          v.includes(String((r.address as { state?: string }).state)),
      },
      P.city('address-city'),
      P.address('address'),
      {
        name: 'type',
        type: 'token' as const,
        documentation: `Location type (${SYSTEM.roleCode}): PROFF (provider's office), PHARM, HOSP, PC, SU, SNF, RADDX, OUTLAB, HD, OF (other outpatient facility), AREA (a coverage area).`,
        value: tokenValue,
        select: tokenTest((row) => map.locationTypeOf(row).code, SYSTEM.roleCode),
        fixed: fixedTokenTest,
      },
      {
        name: 'organization',
        type: 'reference' as const,
        documentation:
          "The managing Organization: a facility or service (its own place), a medical group (its doctors' offices), or the plan (the coverage areas).",
        value: referenceValue('Organization'),
        target: ['Organization'],
        select: placeOrGroup,
        fixed: fixedRefTest('managingOrganization'),
      },
      P.none(
        'partof',
        'Location',
        "The Location this one is part of (a county area is part of its state's).",
        fixedRefTest('partOf'),
      ),
      {
        ...P.endpoint(
          'endpoint',
          "The Direct address of a facility or service (Endpoint/direct-{id}); doctors' offices name none.",
        ),
        select: (v: Ref[], index: DirectoryIndex): Selection => {
          const s = P.endpoint('endpoint').select(v, index)
          return {
            among: s.among?.filter((row) => row.category !== 'doctors'),
            test: (row) => row.category !== 'doctors' && s.test!(row),
          }
        },
      },
    ],
    includes: [
      {
        param: 'organization',
        target: 'Organization',
        refs: (r) => refsAt(r, 'managingOrganization'),
      },
      { param: 'partof', target: 'Location', refs: (r) => refsAt(r, 'partOf') },
      { param: 'endpoint', target: 'Endpoint', refs: (r) => refsAt(r, 'endpoint') },
    ],
  }),
  directoryType({
    type: 'Organization',
    profile: PROFILE.Organization,
    categories: PLACES,
    toResource: (row, lastUpdated, areas) =>
      map.organization(row, lastUpdated, rowArea(row, areas)),
    fixed: (ctx, index, areas) =>
      fixedOrganizations(ctx.times.directory, fixedDataOf(index, areas)),
    params: [
      P.id,
      P.lastUpdated,
      P.name(),
      P.npi,
      {
        name: 'type',
        type: 'token' as const,
        documentation: `Plan-Net organization type (${SYSTEM.orgType}): fac, atyprv, payer, prvgrp, ntwk (networks).`,
        value: tokenValue,
        select: (v: Token[]): Selection => ({
          test: (row) => v.some((t) => ORG_TYPES[t.code] === row.category),
        }),
        fixed: (r, v: Token[]) => v.some((t) => t.code === orgTypeOf(r)),
      },
      P.postal('address-postalcode'),
      P.state('address-state'),
      P.city('address-city'),
      P.address('address'),
      {
        name: 'partof',
        type: 'reference' as const,
        documentation:
          'The parent Organization (a medical group, or the plan for networks and groups).',
        value: referenceValue('Organization'),
        target: ['Organization'],
        select: groupIn,
        fixed: (r, v: Ref[]) =>
          v.some(
            (ref) =>
              (r.partOf as { reference?: string } | undefined)?.reference ===
              `Organization/${ref.id}`,
          ),
      },
      P.endpoint('endpoint'),
      {
        name: 'coverage-area',
        type: 'reference' as const,
        documentation:
          'A coverage area: of a Network, the states where its plans are sold (Location/area-{state}); of a facility or service, the county it serves (Location/area-{county FIPS code}).',
        value: referenceValue('Location'),
        target: ['Location'],
        select: inCountyArea,
        fixed: (r, v: Ref[]) =>
          v.some((x) =>
            refsInExtension(r, EXT.locationReference).some(
              (e) => e.reference === `Location/${x.id}`,
            ),
          ),
      },
    ],
    includes: [
      { param: 'partof', target: 'Organization', refs: (r) => refsAt(r, 'partOf') },
      { param: 'endpoint', target: 'Endpoint', refs: (r) => refsAt(r, 'endpoint') },
      {
        param: 'coverage-area',
        target: 'Location',
        refs: (r) => refsInExtension(r, EXT.locationReference),
      },
    ],
  }),
  directoryType({
    type: 'HealthcareService',
    profile: PROFILE.HealthcareService,
    categories: ['doctors', ...PLACES],
    toResource: (row, lastUpdated, areas) =>
      map.healthcareService(row, lastUpdated, rowArea(row, areas)),
    params: [
      P.id,
      P.lastUpdated,
      P.name((row) => [map.serviceName(row)]),
      P.specialty,
      {
        name: 'service-category',
        type: 'token' as const,
        documentation: `Plan-Net service category (${SYSTEM.serviceCategory}): prov (a doctor's), pharm, hosp, urg, outpat, lab, home, dme, vis, behav, trans, other.`,
        value: tokenValue,
        select: tokenTest((row) => map.serviceCategoryOf(row).code, SYSTEM.serviceCategory),
      },
      {
        name: 'service-type',
        type: 'token' as const,
        documentation: `Service type (${SYSTEM.serviceType}): 68 (speech pathology), 230 (patient transport); other services say their type in text.`,
        value: tokenValue,
        select: tokenTest((row) => map.serviceTypeOf(row)?.code ?? '', SYSTEM.serviceType),
      },
      {
        name: 'organization',
        type: 'reference' as const,
        documentation:
          "The Organization providing the service: a facility or service (its own), or a doctor's medical group (Organization/group-...).",
        value: referenceValue('Organization'),
        target: ['Organization'],
        select: placeOrGroup,
      },
      P.sameRow('location', 'Location', 'Where the service is provided.'),
      {
        name: 'coverage-area',
        type: 'reference' as const,
        documentation: 'The county area the service is in (Location/area-{county FIPS code}).',
        value: referenceValue('Location'),
        target: ['Location'],
        select: inCountyArea,
      },
      P.endpoint(
        'endpoint',
        'The Direct address of the organization providing the service (Endpoint/direct-{id}).',
      ),
      P.postal('location.address-postalcode'),
      P.state('location.address-state'),
    ],
    includes: [
      { param: 'organization', target: 'Organization', refs: (r) => refsAt(r, 'providedBy') },
      { param: 'location', target: 'Location', refs: (r) => refsAt(r, 'location'), sameRow: true },
      { param: 'coverage-area', target: 'Location', refs: (r) => refsAt(r, 'coverageArea') },
      { param: 'endpoint', target: 'Endpoint', refs: (r) => refsAt(r, 'endpoint') },
    ],
  }),
  directoryType({
    type: 'OrganizationAffiliation',
    profile: PROFILE.OrganizationAffiliation,
    categories: PLACES,
    toResource: map.organizationAffiliation,
    params: [
      P.id,
      P.lastUpdated,
      P.specialty,
      P.network('network'),
      P.sameRow('participating-organization', 'Organization', 'The participating Organization.'),
      {
        name: 'primary-organization',
        type: 'reference' as const,
        documentation: `The plan (Organization/${PAYER_ID}).`,
        value: referenceValue('Organization'),
        target: ['Organization'],
        select: (v: Ref[]) => (v.some((r) => r.id === PAYER_ID) ? ALL : NONE),
      },
      P.sameRow('location', 'Location', 'Where the participation applies.'),
      P.sameRow('service', 'HealthcareService', 'The HealthcareService provided.'),
      {
        name: 'role',
        type: 'token' as const,
        documentation: `Plan-Net affiliation role (${SYSTEM.affiliationRolePlanNet}): pharmacy, hospital, urgent, laboratory, home, dme, hospice, transport, behavioral, nurseCustodial, outpatient.`,
        value: tokenValue,
        select: tokenTest((row) => map.affiliationRoleOf(row).code, SYSTEM.affiliationRolePlanNet),
      },
      P.endpoint(
        'endpoint',
        'The Direct address of the participating organization (Endpoint/direct-{id}).',
      ),
      P.postal('location.address-postalcode'),
      P.state('location.address-state'),
    ],
    includes: [
      {
        param: 'participating-organization',
        target: 'Organization',
        refs: (r) => refsAt(r, 'participatingOrganization'),
        sameRow: true,
      },
      {
        param: 'primary-organization',
        target: 'Organization',
        refs: (r) => refsAt(r, 'organization'),
      },
      { param: 'location', target: 'Location', refs: (r) => refsAt(r, 'location'), sameRow: true },
      { param: 'network', target: 'Organization', refs: (r) => refsAt(r, 'network') },
      {
        param: 'service',
        target: 'HealthcareService',
        refs: (r) => refsAt(r, 'healthcareService'),
        sameRow: true,
      },
      { param: 'endpoint', target: 'Endpoint', refs: (r) => refsAt(r, 'endpoint') },
    ],
  }),
]

/**
 * The Endpoints: this API, once per guide (fixed), then each listing's Direct address in id order.
 * organization= selects by the managing Organization: the payer's, a facility's own, or a
 * medical group's (its doctors' addresses).
 */
/** The rows with a Direct address, in id order, once per directory index. */
const endpointRowsOfIndex = new WeakMap<DirectoryIndex, readonly Row[]>()
function rowsWithEndpoints(index: DirectoryIndex): readonly Row[] {
  let rows = endpointRowsOfIndex.get(index)
  if (!rows)
    endpointRowsOfIndex.set(
      index,
      (rows = unionById([...index.byCategory.values()]).filter(hasEndpoint)),
    )
  return rows
}

async function endpointRows(
  ctx: Context,
  criteria: Criteria,
): Promise<{ fixed: FhirResource[]; rows: readonly Row[] }> {
  const index = await directoryIndex(ctx.db)
  const ids = criteria.get('_id') as string[] | undefined
  const updated = criteria.get('_lastUpdated') as DateBound[] | undefined
  const orgs = criteria.get('organization') as Ref[] | undefined
  const fixed = ENDPOINT_IDS.map((id) => endpoint(id, ctx.baseUrl, ctx.times.directory)).filter(
    (r) =>
      (!ids || ids.includes(r.id)) &&
      (!updated || dateMatches(r.meta.lastUpdated, updated)) &&
      (!orgs || orgs.some((o) => o.id === PAYER_ID)),
  )
  if (updated && !dateMatches(ctx.times.directory, updated)) return { fixed, rows: [] }
  let rows: readonly Row[] = ids
    ? (idIn(
        ids.map((id) => String(rowOfDirectEndpoint(id) ?? '')),
        index,
      ).among ?? [])
    : rowsWithEndpoints(index)
  if (orgs) {
    const groups = new Set(orgs.map((o) => groupOfId(o.id)).filter(Boolean))
    const places = new Set(numericIds(orgs.map((o) => o.id)).map(Number))
    rows = rows.filter((row) =>
      row.category === 'doctors' ? groups.has(row.medicalReferralGroups[0]) : places.has(row.id),
    )
  }
  return { fixed, rows: rows.filter(hasEndpoint) }
}

export const ENDPOINT_TYPE: TypeDef = {
  type: 'Endpoint',
  profiles: [PROFILE.Endpoint],
  params: [
    {
      ...COMMON_PARAMS[0]!,
      documentation:
        'Logical id: provider-directory, formulary, or direct-{listing id}; a comma-separated list matches any.',
    },
    COMMON_PARAMS[1]!,
    {
      name: 'organization',
      type: 'reference' as const,
      documentation: `The managing Organization: Organization/${PAYER_ID} (this API), a facility (its Direct address) or a medical group (its doctors').`,
      value: referenceValue('Organization'),
      target: ['Organization'],
    },
  ],
  includes: [
    {
      param: 'organization',
      target: 'Organization',
      refs: (r) => refsAt(r, 'managingOrganization'),
    },
  ],
  async search(ctx, criteria, page) {
    const { fixed, rows } = await endpointRows(ctx, criteria)
    const end = page.offset + page.count
    const fromRows = rows.slice(
      Math.max(0, page.offset - fixed.length),
      Math.max(0, end - fixed.length),
    )
    return {
      total: fixed.length + rows.length,
      resources: [
        ...fixed.slice(page.offset, end),
        ...fromRows.map((row) => map.directEndpoint(row, ctx.times.directory)),
      ],
    }
  },
  async ids(ctx, criteria) {
    const { fixed, rows } = await endpointRows(ctx, criteria)
    return [...fixed.map((r) => r.id), ...rows.map((row) => `direct-${row.id}`)]
  },
  async read(ctx, ids) {
    const { fixed, rows } = await endpointRows(ctx, new Map([['_id', ids]]))
    return [...fixed, ...rows.map((row) => map.directEndpoint(row, ctx.times.directory))]
  },
}
