import { asc } from 'drizzle-orm'
import { formularies } from '../../db/schema/formulary.ts'
import { plans } from '../../db/schema/plans.ts'
import { normalizeName } from '~/plans/drug-names'
import { cached } from '~/plans/plans-cache.server'
import { PROFILE, SYSTEM, TIERS } from './codes'
import { compactFormularyKey, formularyItem, medicationKnowledge, type DrugRow } from './drug-resources'
import { drugIdsWithTermPrefix, formularyIndex, type FormularyIndex, type ItemRow } from './formulary-index.server'
import { PAYER_ID } from './network-resources'
import { DRUG_POLICY, MEDICARE_ADVANTAGE, formularyInsurancePlan, formularyPlanId, planInsurancePlan } from './plan-resources'
import { COMMON_PARAMS, dateMatches, referenceValue, stringValue, timeMatches, tokenValue, type DateBound, type Token } from './search-params'
import { refsAt, refsInExtension, type Context, type TypeDef } from './table-types'
import type { FhirResource } from './types'
import { EXT } from './codes'

/**
 * InsurancePlan (plans and formularies), MedicationKnowledge (drugs) and Basic (formulary items)
 * from the plan and formulary tables. The 339 InsurancePlans are few: they are read once per
 * five minutes and filtered in memory; drugs and items are searched in the formulary's reference
 * data in memory (formulary-index.server.ts).
 */
type Ref = { type: string; id: string }
const tokenCodes = (tokens: Token[], system: string) => tokens.filter((t) => !t.system || t.system === system).map((t) => t.code)

async function allInsurancePlans(ctx: Context): Promise<FhirResource[]> {
  return cached(ctx.db, 'fhir:insurance-plans', async () => {
    const [planRows, formularyRows] = await Promise.all([
      ctx.db.select().from(plans).orderBy(asc(plans.year), asc(plans.sortOrder), asc(plans.slug)),
      ctx.db.select().from(formularies).orderBy(asc(formularies.year), asc(formularies.key)),
    ])
    return [...formularyRows.map((row) => formularyInsurancePlan(row, ctx.times.formulary)), ...planRows.map((row) => planInsurancePlan(row, ctx.times.plans))]
  })
}

const typeCode = (r: FhirResource) => (r.type as Array<{ coding: Array<{ system: string; code: string }> }>)[0]!.coding[0]!
const identifiers = (r: FhirResource) => (r.identifier as Array<{ system: string; value: string }>) ?? []
const planType = (r: FhirResource) => ((r.plan as Array<{ type: { text: string } }> | undefined)?.[0]?.type.text ?? '')

type MemoryTest = (r: FhirResource, values: never[]) => boolean
const INSURANCE_TESTS: Record<string, MemoryTest> = {
  _id: (r, ids: string[]) => ids.includes(r.id),
  _lastUpdated: (r, bounds: DateBound[]) => dateMatches(r.meta.lastUpdated, bounds),
  type: (r, tokens: Token[]) => tokens.some((t) => t.code === typeCode(r).code && (!t.system || t.system === typeCode(r).system)),
  name: (r, values: string[]) => values.some((q) => [String(r.name), ...((r.alias as string[]) ?? [])].some((name) => name.toLowerCase().split(/[ (),-]+/).some((w) => w.startsWith(q)))),
  identifier: (r, tokens: Token[]) => tokens.some((t) => identifiers(r).some((i) => i.value === t.code && (!t.system || t.system === i.system))),
  'plan-type': (r, tokens: Token[]) => tokens.some((t) => t.code.toLowerCase() === planType(r).toLowerCase()),
  'owned-by': (r, refs: Ref[]) => refs.some((ref) => ref.id === PAYER_ID),
  'administered-by': (r, refs: Ref[]) => refs.some((ref) => ref.id === PAYER_ID),
}

export const INSURANCE_PLAN_TYPE: TypeDef = {
  type: 'InsurancePlan',
  profiles: [PROFILE.InsurancePlan, PROFILE.Formulary],
  params: [
    ...COMMON_PARAMS,
    { name: 'type', type: 'token', documentation: `${MEDICARE_ADVANTAGE.code} (${SYSTEM.productType}) for the plans, ${DRUG_POLICY.code} (${SYSTEM.actCode}) for the formularies.`, value: tokenValue },
    { name: 'name', type: 'string', documentation: 'Any word of the name or alias starts with the value.', value: stringValue },
    { name: 'identifier', type: 'token', documentation: `The CMS contract-plan-segment ID (${SYSTEM.planContract}), the plan slug or the formulary key.`, value: tokenValue },
    { name: 'plan-type', type: 'token', documentation: 'HMO, PPO, D-SNP or C-SNP.', value: tokenValue },
    { name: 'owned-by', type: 'reference', documentation: `Organization/${PAYER_ID}.`, value: referenceValue('Organization') },
    { name: 'administered-by', type: 'reference', documentation: `Organization/${PAYER_ID}.`, value: referenceValue('Organization') },
  ],
  includes: [
    { param: 'owned-by', target: 'Organization', refs: (r) => refsAt(r, 'ownedBy') },
    { param: 'administered-by', target: 'Organization', refs: (r) => refsAt(r, 'administeredBy') },
  ],
  async search(ctx, criteria, page) {
    const matched = (await allInsurancePlans(ctx)).filter((r) => [...criteria].every(([name, values]) => INSURANCE_TESTS[name]!(r, values as never[])))
    return { total: matched.length, resources: matched.slice(page.offset, page.offset + page.count) }
  },
  async read(ctx, ids) {
    return (await allInsurancePlans(ctx)).filter((r) => ids.includes(r.id))
  },
}

const tierCodes = (tokens: Token[]) =>
  tokens.flatMap((t) => {
    if (t.system === SYSTEM.localTier || (!t.system && /^[1-6]$/.test(t.code))) return [Number(t.code)]
    if (t.system && t.system !== SYSTEM.drugTier) return []
    if (t.code === 'non-preferred-brand' || t.code === 'non-preferred-generic') return [4]
    return Object.entries(TIERS).filter(([, tier]) => tier.usdf?.code === t.code).map(([n]) => Number(n))
  })

export const MEDICATION_KNOWLEDGE_TYPE: TypeDef = {
  type: 'MedicationKnowledge',
  profiles: [PROFILE.FormularyDrug],
  params: [
    ...COMMON_PARAMS,
    { name: 'code', type: 'token', modifiers: ['text'], documentation: `The drug product code (${SYSTEM.localDrug}|{id}); code:text matches the start of any word of the drug's name.`, value: tokenValue },
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
    const texts = criteria.get('code:text') as Token[] | undefined
    if (texts) {
      const named = drugIdsWithTermPrefix(index, texts.map((t) => normalizeName(t.code)).filter((t) => t.length > 0))
      tests.push((row) => named.has(row.id))
    }
    const matched = index.drugs.filter((row) => tests.every((test) => test(row)))
    return { total: matched.length, resources: matched.slice(page.offset, page.offset + page.count).map((row) => medicationKnowledge(row, ctx.times.formulary)) }
  },
  async read(ctx, ids) {
    const index = await formularyIndex(ctx.db)
    return ids.flatMap((id) => index.drugById.get(id) ?? []).map((row) => medicationKnowledge(row, ctx.times.formulary))
  },
}

export const FORMULARY_ITEM_TYPE: TypeDef = {
  type: 'Basic',
  profiles: [PROFILE.FormularyItem],
  params: [
    ...COMMON_PARAMS,
    { name: 'code', type: 'token', documentation: `formulary-item (${SYSTEM.itemType}).`, value: tokenValue },
    { name: 'subject', type: 'reference', documentation: 'The drug (MedicationKnowledge/{id}).', value: referenceValue('MedicationKnowledge') },
    { name: 'formulary', type: 'reference', documentation: 'The formulary (InsurancePlan/formulary-{key}).', value: referenceValue('InsurancePlan') },
    { name: 'drug-tier', type: 'token', documentation: `US Drug Formulary tier code (${SYSTEM.drugTier}) or the plan's tier number 1-6 (${SYSTEM.localTier}).`, value: tokenValue },
  ],
  includes: [
    { param: 'subject', target: 'MedicationKnowledge', refs: (r) => refsAt(r, 'subject') },
    { param: 'formulary', target: 'InsurancePlan', refs: (r) => refsInExtension(r, EXT.formularyReference) },
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
    if (codes && !tokenCodes(codes, SYSTEM.itemType).includes('formulary-item')) return { total: 0, resources: [] }
    const subjects = criteria.get('subject') as Ref[] | undefined
    if (subjects) {
      const wanted = new Set(subjects.map((s) => s.id))
      tests.push((item) => wanted.has(item.entry.drugId))
      among(inOrder([...wanted].map((id) => index.itemsByDrug.get(id) ?? [])))
    }
    const formularyRefs = criteria.get('formulary') as Ref[] | undefined
    if (formularyRefs) {
      const wanted = new Set(index.formularies.filter((k) => formularyRefs.some((ref) => ref.id === formularyPlanId(k.key))).map((k) => k.key))
      tests.push((item) => wanted.has(item.entry.formularyKey))
      among(inOrder([...wanted].map((key) => index.itemsByFormulary.get(key) ?? [])))
    }
    const tiers = criteria.get('drug-tier') as Token[] | undefined
    if (tiers) {
      const numbers = tierCodes(tiers)
      tests.push((item) => item.entry.tier !== null && numbers.includes(item.entry.tier))
      const brandOnly = tiers.every((t) => t.code === 'non-preferred-brand') ? true : tiers.every((t) => t.code === 'non-preferred-generic') ? false : null
      if (brandOnly !== null) tests.push((item) => item.drug.isBrand === brandOnly)
    }
    const matched = tests.length ? items.filter((item) => tests.every((test) => test(item))) : items
    return { total: matched.length, resources: matched.slice(page.offset, page.offset + page.count).map((item) => formularyItem(item.entry, item.drug, item.year)) }
  },
  async read(ctx, ids) {
    return itemsOfIds(await formularyIndex(ctx.db), ids).map((item) => formularyItem(item.entry, item.drug, item.year))
  },
}

const byItemOrder = (a: ItemRow, b: ItemRow) =>
  a.entry.formularyKey < b.entry.formularyKey ? -1 : a.entry.formularyKey > b.entry.formularyKey ? 1 : a.entry.drugId < b.entry.drugId ? -1 : a.entry.drugId > b.entry.drugId ? 1 : 0

/** Items of several lists, in the search order (each item is in one list per key). */
const inOrder = (lists: readonly (readonly ItemRow[])[]): readonly ItemRow[] => (lists.length === 1 ? lists[0]! : lists.flat().sort(byItemOrder))

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
