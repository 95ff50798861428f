import { asc } from 'drizzle-orm'
import { formularies } from '../../db/schema/formulary.ts'
import { plans } from '../../db/schema/plans.ts'
import { normalizeName } from '~/plans/drug-names'
import { cached } from '~/plans/plans-cache.server'
import { PROFILE, SYSTEM, TIERS } from './codes'
import {
  PHARMACY_BENEFIT,
  compactFormularyKey,
  doseFormOf,
  drugSynonyms,
  formularyItem,
  medicationKnowledge,
  type DrugRow,
} from './drug-resources'
import { normalizeString, startsWithAny } from './string-match'
import {
  drugIdsWithTermPrefix,
  formularyIndex,
  type FormularyIndex,
  type ItemRow,
} from './formulary-index.server'
import { PAYER_ID } from './network-resources'
import {
  DRUG_POLICY,
  MEDICARE_ADVANTAGE,
  formularyInsurancePlan,
  formularyPlanId,
  planInsurancePlan,
} from './plan-resources'
import {
  COMMON_PARAMS,
  dateMatches,
  dateValue,
  referenceValue,
  stringValue,
  timeMatches,
  tokenValue,
  type DateBound,
  type Token,
} from './search-params'
import { refsAt, refsInExtension, type Context, type TypeDef } from './table-types'
import { areaIndex } from './area-index.server'
import type { FhirResource } from './types'
import { EXT } from './codes'

/**
 * InsurancePlan (plans and formularies), MedicationKnowledge (drugs) and Basic (formulary items)
 * from the plan and formulary tables. The 339 InsurancePlans are few: they are read once per
 * five minutes and filtered in memory; drugs and items are searched in the formulary's reference
 * data in memory (formulary-index.server.ts).
 */
type Ref = { type: string; id: string }
const tokenCodes = (tokens: Token[], system: string) =>
  tokens.filter((t) => !t.system || t.system === system).map((t) => t.code)

async function allInsurancePlans(ctx: Context): Promise<FhirResource[]> {
  return cached(ctx.db, 'fhir:insurance-plans', async () => {
    const [planRows, formularyRows, areas] = await Promise.all([
      ctx.db.select().from(plans).orderBy(asc(plans.year), asc(plans.sortOrder), asc(plans.slug)),
      ctx.db.select().from(formularies).orderBy(asc(formularies.year), asc(formularies.key)),
      areaIndex(ctx.db),
    ])
    const formularyKeys = new Set(formularyRows.map((row) => row.key))
    const now = new Date()
    const countiesOf = (slug: string) =>
      (areas.countiesOfPlan.get(slug) ?? []).map((fips) => areas.countyByFips.get(fips)!)
    const planResources = planRows.map((row) =>
      planInsurancePlan(row, ctx.times.plans, {
        counties: countiesOf(row.slug),
        formularyKeys,
        now,
      }),
    )
    // A formulary's coverage areas: the states of the plans that use it.
    const statesOfFormulary = new Map<string, Set<string>>()
    for (const plan of planResources) {
      for (const key of formularyRefsOf(plan)) {
        const states = statesOfFormulary.get(key) ?? new Set<string>()
        for (const area of refsAt(plan, 'coverageArea'))
          if (/^Location\/area-[a-z]{2}$/.test(area.reference)) states.add(area.reference)
        statesOfFormulary.set(key, states)
      }
    }
    const formularyResources = formularyRows.map((row) => {
      const resource = formularyInsurancePlan(row, ctx.times.formulary, now)
      const states = [...(statesOfFormulary.get(`InsurancePlan/${resource.id}`) ?? [])].sort()
      return states.length
        ? { ...resource, coverageArea: states.map((reference) => ({ reference })) }
        : resource
    })
    // Current formularies first (a few), then current plans, then the retired ones, newest year
    // first: a client that reads the first pages of a plain search (Inferno reads 200) finds
    // every profile's resources, not years of ended plans.
    const rank = (r: FhirResource) =>
      r.status !== 'active' ? 2 : (r.meta.profile ?? []).includes(PROFILE.Formulary) ? 0 : 1
    const byYearDown = (r: FhirResource) =>
      -Number(String((r.period as { start?: string } | undefined)?.start ?? '0').slice(0, 4))
    return [...formularyResources, ...planResources]
      .map((r, at) => ({ r, at }))
      .sort((a, b) => rank(a.r) - rank(b.r) || byYearDown(a.r) - byYearDown(b.r) || a.at - b.at)
      .map(({ r }) => r)
  })
}

/** The formularies a plan's drug coverage points to. */
const formularyRefsOf = (r: FhirResource) =>
  (
    (r.coverage as
      | Array<{ extension?: Array<{ url: string; valueReference?: { reference: string } }> }>
      | undefined) ?? []
  ).flatMap((c) =>
    (c.extension ?? [])
      .filter((e) => e.url === EXT.formularyReference && e.valueReference)
      .map((e) => e.valueReference!.reference),
  )
const coverageTypes = (r: FhirResource) =>
  (
    (r.coverage as
      Array<{ type?: { coding?: Array<{ system: string; code: string }> } }> | undefined) ?? []
  ).flatMap((c) => c.type?.coding ?? [])
const periodOf = (r: FhirResource) => r.period as { start: string; end: string }
/** FHIR date search on a period: the search range and the period overlap as the prefix asks. */
export const periodMatches = (period: { start: string; end: string }, bounds: DateBound[]) => {
  const start = Date.parse(`${period.start}T00:00:00Z`)
  const end = Date.parse(`${period.end}T00:00:00Z`) + 86_400_000
  return bounds.every((b) =>
    b.prefix === 'eq'
      ? start >= b.start && end <= b.end
      : b.prefix === 'ge'
        ? end > b.start
        : b.prefix === 'gt'
          ? end > b.end
          : b.prefix === 'le'
            ? start < b.end
            : start < b.start,
  )
}

const typeCode = (r: FhirResource) =>
  (r.type as Array<{ coding: Array<{ system: string; code: string }> }>)[0]!.coding[0]!
const identifiers = (r: FhirResource) =>
  (r.identifier as Array<{ system: string; value: string }>) ?? []
const planType = (r: FhirResource) =>
  (r.plan as Array<{ type: { text: string } }> | undefined)?.[0]?.type.text ?? ''

type MemoryTest = (r: FhirResource, values: never[]) => boolean
const INSURANCE_TESTS: Record<string, MemoryTest> = {
  _id: (r, ids: string[]) => ids.includes(r.id),
  _lastUpdated: (r, bounds: DateBound[]) => dateMatches(r.meta.lastUpdated, bounds),
  type: (r, tokens: Token[]) =>
    tokens.some(
      (t) => t.code === typeCode(r).code && (!t.system || t.system === typeCode(r).system),
    ),
  name: (r, values: string[]) => startsWithAny([r.name, ...((r.alias as string[]) ?? [])], values),
  identifier: (r, tokens: Token[]) =>
    tokens.some((t) =>
      identifiers(r).some((i) => i.value === t.code && (!t.system || t.system === i.system)),
    ),
  'plan-type': (r, tokens: Token[]) =>
    tokens.some((t) => t.code.toLowerCase() === planType(r).toLowerCase()),
  'owned-by': (r, refs: Ref[]) => refs.some((ref) => ref.id === PAYER_ID),
  'administered-by': (r, refs: Ref[]) => refs.some((ref) => ref.id === PAYER_ID),
  status: (r, codes: Token[]) => codes.some((t) => t.code === r.status),
  period: (r, bounds: DateBound[]) => periodMatches(periodOf(r), bounds),
  'coverage-area': (r, refs: Ref[]) =>
    refs.some((ref) => refsAt(r, 'coverageArea').some((a) => a.reference === `Location/${ref.id}`)),
  'coverage-type': (r, tokens: Token[]) =>
    tokens.some((t) =>
      coverageTypes(r).some((c) => c.code === t.code && (!t.system || t.system === c.system)),
    ),
  'formulary-coverage': (r, refs: Ref[]) =>
    refs.some((ref) => formularyRefsOf(r).includes(`InsurancePlan/${ref.id}`)),
}

export const INSURANCE_PLAN_TYPE: TypeDef = {
  type: 'InsurancePlan',
  profiles: [PROFILE.InsurancePlan, PROFILE.Formulary, PROFILE.PayerInsurancePlan],
  params: [
    ...COMMON_PARAMS,
    {
      name: 'type',
      type: 'token',
      documentation: `${MEDICARE_ADVANTAGE.code} (${SYSTEM.productType}) for the plans, ${DRUG_POLICY.code} (${SYSTEM.actCode}) for the formularies.`,
      value: tokenValue,
    },
    {
      name: 'name',
      type: 'string',
      documentation:
        'The name ("Ceiba Core HMO (Miami-Dade, 2026)") or an alias ("Ceiba Core HMO") starts with the value, ignoring case and accents.',
      value: stringValue,
    },
    {
      name: 'identifier',
      type: 'token',
      documentation: `The CMS contract-plan-segment ID (${SYSTEM.planContract}), the plan slug or the formulary key.`,
      value: tokenValue,
    },
    {
      name: 'plan-type',
      type: 'token',
      documentation: 'HMO, PPO, D-SNP or C-SNP.',
      value: tokenValue,
    },
    {
      name: 'owned-by',
      type: 'reference',
      documentation: `Organization/${PAYER_ID}.`,
      value: referenceValue('Organization'),
      target: ['Organization'],
    },
    {
      name: 'administered-by',
      type: 'reference',
      documentation: `Organization/${PAYER_ID}.`,
      value: referenceValue('Organization'),
      target: ['Organization'],
    },
    {
      name: 'status',
      type: 'token',
      documentation: 'active (the plan year has not ended) or retired.',
      value: tokenValue,
    },
    {
      name: 'period',
      type: 'date',
      documentation:
        'The plan or formulary year (a period): ge2026-01-01 finds what applies from 2026 on.',
      value: dateValue,
    },
    {
      name: 'coverage-area',
      type: 'reference',
      documentation:
        'A county or state served (Location/area-{county FIPS code} or Location/area-{state}).',
      value: referenceValue('Location'),
      target: ['Location'],
    },
    {
      name: 'coverage-type',
      type: 'token',
      documentation: `DRUGPOL (${SYSTEM.actCode}): plans with Part D drug coverage.`,
      value: tokenValue,
    },
    {
      name: 'formulary-coverage',
      type: 'reference',
      documentation: "The formulary of a plan's drug coverage (InsurancePlan/formulary-{key}).",
      value: referenceValue('InsurancePlan'),
      target: ['InsurancePlan'],
    },
  ],
  includes: [
    { param: 'owned-by', target: 'Organization', refs: (r) => refsAt(r, 'ownedBy') },
    { param: 'administered-by', target: 'Organization', refs: (r) => refsAt(r, 'administeredBy') },
    { param: 'coverage-area', target: 'Location', refs: (r) => refsAt(r, 'coverageArea') },
    {
      param: 'formulary-coverage',
      target: 'InsurancePlan',
      refs: (r) => formularyRefsOf(r).map((reference) => ({ reference })),
    },
  ],
  async search(ctx, criteria, page) {
    const matched = (await allInsurancePlans(ctx)).filter((r) =>
      [...criteria].every(([name, values]) => INSURANCE_TESTS[name]!(r, values as never[])),
    )
    return {
      total: matched.length,
      resources: matched.slice(page.offset, page.offset + page.count),
    }
  },
  async read(ctx, ids) {
    return (await allInsurancePlans(ctx)).filter((r) => ids.includes(r.id))
  },
}

const tierCodes = (tokens: Token[]) =>
  tokens.flatMap((t) => {
    if (t.system === SYSTEM.localTier || (!t.system && /^[1-6]$/.test(t.code)))
      return [Number(t.code)]
    if (t.system && t.system !== SYSTEM.drugTier) return []
    if (t.code === 'non-preferred-brand' || t.code === 'non-preferred-generic') return [4]
    return Object.entries(TIERS)
      .filter(([, tier]) => tier.usdf?.code === t.code)
      .map(([n]) => Number(n))
  })

export const MEDICATION_KNOWLEDGE_TYPE: TypeDef = {
  type: 'MedicationKnowledge',
  profiles: [PROFILE.FormularyDrug],
  params: [
    ...COMMON_PARAMS,
    {
      name: 'code',
      type: 'token',
      modifiers: ['text'],
      documentation: `The drug product code (${SYSTEM.localDrug}|{id}); code:text matches the start of any word of the drug's name.`,
      value: tokenValue,
    },
    {
      name: 'drug-name',
      type: 'string',
      documentation:
        "The drug's name (code.coding.display) or a synonym (its generic name, its brand or generic counterpart) starts with the value, ignoring case and accents.",
      value: stringValue,
    },
    {
      name: 'status',
      type: 'token',
      documentation: 'active (every drug served is).',
      value: tokenValue,
    },
    {
      name: 'doseform',
      type: 'token',
      modifiers: ['text'],
      documentation:
        'The dose form of a one-form drug: an RxNorm dose form code (http://www.nlm.nih.gov/research/umls/rxnorm|{code}, when the plan\'s RxNorm release names it); doseform:text matches the start of its words ("tablet").',
      value: tokenValue,
    },
  ],
  includes: [],
  async search(ctx, criteria, page) {
    const bounds = criteria.get('_lastUpdated') as DateBound[] | undefined
    if (bounds && !dateMatches(ctx.times.formulary, bounds)) return { total: 0, resources: [] }
    const index = await formularyIndex(ctx.db)
    const tests: Array<(row: DrugRow) => boolean> = []
    const ids = criteria.get('_id') as string[] | undefined
    if (ids) tests.push((row) => ids.includes(row.id))
    const codes = criteria.get('code') as Token[] | undefined
    if (codes) {
      const wanted = tokenCodes(codes, SYSTEM.localDrug)
      tests.push((row) => wanted.includes(row.id))
    }
    const statuses = criteria.get('status') as Token[] | undefined
    if (statuses && !statuses.some((t) => t.code === 'active')) return { total: 0, resources: [] }
    const drugNames = criteria.get('drug-name') as string[] | undefined
    if (drugNames) tests.push((row) => startsWithAny([row.name, ...drugSynonyms(row)], drugNames))
    const forms = criteria.get('doseform') as Token[] | undefined
    if (forms) {
      tests.push((row) => {
        if (row.forms.length !== 1) return false
        const codings = (doseFormOf(row).coding ?? []) as Array<{ system: string; code: string }>
        return forms.some((t) =>
          codings.some((c) => c.code === t.code && (!t.system || t.system === c.system)),
        )
      })
    }
    const formTexts = criteria.get('doseform:text') as Token[] | undefined
    if (formTexts)
      tests.push(
        (row) =>
          row.forms.length === 1 &&
          startsWithAny(
            [row.forms[0]!.form],
            formTexts.map((t) => normalizeString(t.code)),
          ),
      )
    const texts = criteria.get('code:text') as Token[] | undefined
    if (texts) {
      const named = drugIdsWithTermPrefix(
        index,
        texts.map((t) => normalizeName(t.code)).filter((t) => t.length > 0),
      )
      tests.push((row) => named.has(row.id))
    }
    const matched = index.drugs.filter((row) => tests.every((test) => test(row)))
    return {
      total: matched.length,
      resources: matched
        .slice(page.offset, page.offset + page.count)
        .map((row) => medicationKnowledge(row, ctx.times.formulary)),
    }
  },
  async read(ctx, ids) {
    const index = await formularyIndex(ctx.db)
    return ids
      .flatMap((id) => index.drugById.get(id) ?? [])
      .map((row) => medicationKnowledge(row, ctx.times.formulary))
  },
}

export const FORMULARY_ITEM_TYPE: TypeDef = {
  type: 'Basic',
  profiles: [PROFILE.FormularyItem],
  params: [
    ...COMMON_PARAMS,
    {
      name: 'code',
      type: 'token',
      documentation: `formulary-item (${SYSTEM.itemType}).`,
      value: tokenValue,
    },
    {
      name: 'subject',
      type: 'reference',
      documentation: 'The drug (MedicationKnowledge/{id}).',
      value: referenceValue('MedicationKnowledge'),
      target: ['MedicationKnowledge'],
    },
    {
      name: 'formulary',
      type: 'reference',
      documentation: 'The formulary (InsurancePlan/formulary-{key}).',
      value: referenceValue('InsurancePlan'),
      target: ['InsurancePlan'],
    },
    {
      name: 'drug-tier',
      type: 'token',
      documentation: `US Drug Formulary tier code (${SYSTEM.drugTier}) or the plan's tier number 1-6 (${SYSTEM.localTier}).`,
      value: tokenValue,
    },
    {
      name: 'status',
      type: 'token',
      documentation: 'Availability status: active (every covered drug is).',
      value: tokenValue,
    },
    {
      name: 'period',
      type: 'date',
      documentation: 'Availability period: the formulary year, e.g. ge2026-01-01.',
      value: dateValue,
    },
    {
      name: 'pharmacy-benefit-type',
      type: 'token',
      documentation: `Pharmacy benefit type (${SYSTEM.pharmacyBenefitType}): 1-month-in-retail.`,
      value: tokenValue,
    },
  ],
  includes: [
    { param: 'subject', target: 'MedicationKnowledge', refs: (r) => refsAt(r, 'subject') },
    {
      param: 'formulary',
      target: 'InsurancePlan',
      refs: (r) => refsInExtension(r, EXT.formularyReference),
    },
  ],
  async search(ctx, criteria, page) {
    const index = await formularyIndex(ctx.db)
    // Each parameter is a test of an item; subject and formulary also name the only items it can be among.
    const tests: Array<(item: ItemRow) => boolean> = []
    let items: readonly ItemRow[] = index.items
    const among = (list: readonly ItemRow[]) => {
      if (list.length < items.length) items = list
    }
    const ids = criteria.get('_id') as string[] | undefined
    if (ids) {
      const wanted = new Set(itemsOfIds(index, ids))
      tests.push((item) => wanted.has(item))
      among([...wanted])
    }
    const bounds = criteria.get('_lastUpdated') as DateBound[] | undefined
    if (bounds) tests.push((item) => timeMatches(item.entry.updatedAt.getTime(), bounds))
    const codes = criteria.get('code') as Token[] | undefined
    if (codes && !tokenCodes(codes, SYSTEM.itemType).includes('formulary-item'))
      return { total: 0, resources: [] }
    const subjects = criteria.get('subject') as Ref[] | undefined
    if (subjects) {
      const wanted = new Set(subjects.map((s) => s.id))
      tests.push((item) => wanted.has(item.entry.drugId))
      among(inOrder([...wanted].map((id) => index.itemsByDrug.get(id) ?? [])))
    }
    const formularyRefs = criteria.get('formulary') as Ref[] | undefined
    if (formularyRefs) {
      const wanted = new Set(
        index.formularies
          .filter((k) => formularyRefs.some((ref) => ref.id === formularyPlanId(k.key)))
          .map((k) => k.key),
      )
      tests.push((item) => wanted.has(item.entry.formularyKey))
      among(inOrder([...wanted].map((key) => index.itemsByFormulary.get(key) ?? [])))
    }
    const statuses = criteria.get('status') as Token[] | undefined
    if (
      statuses &&
      !tokenCodes(statuses, 'http://hl7.org/fhir/publication-status').includes('active')
    )
      return { total: 0, resources: [] }
    const benefits = criteria.get('pharmacy-benefit-type') as Token[] | undefined
    if (
      benefits &&
      !tokenCodes(benefits, SYSTEM.pharmacyBenefitType).includes(PHARMACY_BENEFIT.code)
    )
      return { total: 0, resources: [] }
    const periods = criteria.get('period') as DateBound[] | undefined
    if (periods)
      tests.push((item) =>
        periodMatches({ start: `${item.year}-01-01`, end: `${item.year}-12-31` }, periods),
      )
    const tiers = criteria.get('drug-tier') as Token[] | undefined
    if (tiers) {
      const numbers = tierCodes(tiers)
      tests.push((item) => item.entry.tier !== null && numbers.includes(item.entry.tier))
      const brandOnly = tiers.every((t) => t.code === 'non-preferred-brand')
        ? true
        : tiers.every((t) => t.code === 'non-preferred-generic')
          ? false
          : null
      if (brandOnly !== null) tests.push((item) => item.drug.isBrand === brandOnly)
    }
    const matched = tests.length ? items.filter((item) => tests.every((test) => test(item))) : items
    return {
      total: matched.length,
      resources: matched
        .slice(page.offset, page.offset + page.count)
        .map((item) => formularyItem(item.entry, item.drug, item.year)),
    }
  },
  async read(ctx, ids) {
    return itemsOfIds(await formularyIndex(ctx.db), ids).map((item) =>
      formularyItem(item.entry, item.drug, item.year),
    )
  },
}

const byItemOrder = (a: ItemRow, b: ItemRow) =>
  a.entry.formularyKey < b.entry.formularyKey
    ? -1
    : a.entry.formularyKey > b.entry.formularyKey
      ? 1
      : a.entry.drugId < b.entry.drugId
        ? -1
        : a.entry.drugId > b.entry.drugId
          ? 1
          : 0

/** Items of several lists, in the search order (each item is in one list per key). */
const inOrder = (lists: readonly (readonly ItemRow[])[]): readonly ItemRow[] =>
  lists.length === 1 ? lists[0]! : lists.flat().sort(byItemOrder)

/** Item ids are {compact formulary key}.{drug id}: the covered items they name, in search order. */
function itemsOfIds(index: FormularyIndex, ids: string[]): ItemRow[] {
  const found = new Set<ItemRow>()
  for (const id of ids) {
    const dot = id.indexOf('.')
    const key = index.formularies.find((k) => compactFormularyKey(k.key) === id.slice(0, dot))?.key
    const item = dot > 0 && key ? index.itemByKey.get(`${key}|${id.slice(dot + 1)}`) : undefined
    if (item) found.add(item)
  }
  return [...found].sort(byItemOrder)
}
