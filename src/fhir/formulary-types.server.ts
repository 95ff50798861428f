import { and, asc, count, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm'
import { drugSearchTerms, drugs, formularies, formularyDrugs } from '../../db/schema/formulary.ts'
import { plans } from '../../db/schema/plans.ts'
import { normalizeName } from '~/plans/drug-names'
import { cached } from '~/plans/plans-cache.server'
import { PROFILE, SYSTEM, TIERS } from './codes'
import { compactFormularyKey, formularyItem, medicationKnowledge } from './drug-resources'
import { PAYER_ID } from './network-resources'
import { DRUG_POLICY, MEDICARE_ADVANTAGE, formularyInsurancePlan, formularyPlanId, planInsurancePlan } from './plan-resources'
import { COMMON_PARAMS, dateMatches, referenceValue, stringValue, tokenValue, type DateBound, type Token } from './search-params'
import { refsAt, refsInExtension, type Context, type Criteria, type TypeDef } from './table-types'
import type { FhirResource } from './types'
import { EXT } from './codes'

/**
 * InsurancePlan (plans and formularies), MedicationKnowledge (drugs) and Basic (formulary items)
 * from the plan and formulary tables. The 339 InsurancePlans are few: they are read once per
 * five minutes and filtered in memory; drugs and items are searched in SQL.
 */
type Ref = { type: string; id: string }
const NONE = sql`false`
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

const lastUpdatedWhere = (column: typeof formularyDrugs.updatedAt, bounds: DateBound[]): SQL[] =>
  bounds.map(({ prefix, start, end }) =>
    prefix === 'eq' ? and(gte(column, new Date(start)), lt(column, new Date(end)))! : prefix === 'gt' ? gte(column, new Date(end)) : prefix === 'ge' ? gte(column, new Date(start)) : prefix === 'lt' ? lt(column, new Date(start)) : lt(column, new Date(end)),
  )

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
    const conditions: SQL[] = []
    const ids = criteria.get('_id') as string[] | undefined
    if (ids) conditions.push(inArray(drugs.id, ids))
    const codes = criteria.get('code') as Token[] | undefined
    if (codes) conditions.push(inArray(drugs.id, tokenCodes(codes, SYSTEM.localDrug).concat('')))
    const texts = criteria.get('code:text') as Token[] | undefined
    if (texts) {
      const terms = texts.map((t) => normalizeName(t.code)).filter((t) => t.length > 0)
      const words = ctx.db.selectDistinct({ id: drugSearchTerms.drugId }).from(drugSearchTerms)
        .where(and(sql`${drugSearchTerms.weight} < 2`, terms.length ? sql`(${sql.join(terms.map((t) => like(drugSearchTerms.term, `${t.replace(/[\\%_]/g, '\\$&')}%`)), sql` or `)})` : NONE))
      conditions.push(inArray(drugs.id, words))
    }
    const where = and(...conditions)
    const rows = page.count > 0 ? await ctx.db.select().from(drugs).where(where).orderBy(asc(drugs.id)).limit(page.count).offset(page.offset) : []
    const total = wholeAnswer(page, rows.length) ?? Number((await ctx.db.select({ n: count() }).from(drugs).where(where))[0]?.n ?? 0)
    return { total, resources: rows.map((row) => medicationKnowledge(row, ctx.times.formulary)) }
  },
  async read(ctx, ids) {
    const rows = await ctx.db.select().from(drugs).where(inArray(drugs.id, ids))
    return rows.map((row) => medicationKnowledge(row, ctx.times.formulary))
  },
}

/** Formulary keys by their FHIR forms (InsurancePlan id and compact item prefix). */
async function formularyKeys(ctx: Context) {
  return cached(ctx.db, 'fhir:formulary-keys', async () => (await ctx.db.select({ key: formularies.key, year: formularies.year }).from(formularies)))
}

const tierCodes = (tokens: Token[]) =>
  tokens.flatMap((t) => {
    if (t.system === SYSTEM.localTier || (!t.system && /^[1-6]$/.test(t.code))) return [Number(t.code)]
    if (t.system && t.system !== SYSTEM.drugTier) return []
    if (t.code === 'non-preferred-brand' || t.code === 'non-preferred-generic') return [4]
    return Object.entries(TIERS).filter(([, tier]) => tier.usdf?.code === t.code).map(([n]) => Number(n))
  })

const itemSelect = {
  entry: formularyDrugs,
  drug: { id: drugs.id, name: drugs.name, isBrand: drugs.isBrand },
  year: formularies.year,
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
    const keys = await formularyKeys(ctx)
    const conditions: SQL[] = [eq(formularyDrugs.covered, true)]
    const ids = criteria.get('_id') as string[] | undefined
    if (ids) conditions.push(itemIdsWhere(keys, ids))
    const bounds = criteria.get('_lastUpdated') as DateBound[] | undefined
    if (bounds) conditions.push(...lastUpdatedWhere(formularyDrugs.updatedAt, bounds))
    const codes = criteria.get('code') as Token[] | undefined
    if (codes && !tokenCodes(codes, SYSTEM.itemType).includes('formulary-item')) conditions.push(NONE)
    const subjects = criteria.get('subject') as Ref[] | undefined
    if (subjects) conditions.push(inArray(formularyDrugs.drugId, subjects.map((s) => s.id)))
    const formularyRefs = criteria.get('formulary') as Ref[] | undefined
    if (formularyRefs) {
      const wanted = keys.filter((k) => formularyRefs.some((ref) => ref.id === formularyPlanId(k.key))).map((k) => k.key)
      conditions.push(wanted.length ? inArray(formularyDrugs.formularyKey, wanted) : NONE)
    }
    const tiers = criteria.get('drug-tier') as Token[] | undefined
    if (tiers) {
      const numbers = tierCodes(tiers)
      conditions.push(numbers.length ? inArray(formularyDrugs.tier, numbers) : NONE)
      const brandOnly = tiers.every((t) => t.code === 'non-preferred-brand') ? true : tiers.every((t) => t.code === 'non-preferred-generic') ? false : null
      if (brandOnly !== null) conditions.push(eq(drugs.isBrand, brandOnly))
    }
    const where = and(...conditions)
    const rows = page.count > 0
      ? await ctx.db.select(itemSelect).from(formularyDrugs).innerJoin(drugs, eq(drugs.id, formularyDrugs.drugId)).innerJoin(formularies, eq(formularies.key, formularyDrugs.formularyKey))
          .where(where).orderBy(asc(formularyDrugs.formularyKey), asc(formularyDrugs.drugId)).limit(page.count).offset(page.offset)
      : []
    const total = wholeAnswer(page, rows.length) ?? Number((await ctx.db.select({ n: count() }).from(formularyDrugs).innerJoin(drugs, eq(drugs.id, formularyDrugs.drugId)).where(where))[0]?.n ?? 0)
    return { total, resources: rows.map((row) => formularyItem(row.entry, row.drug, row.year)) }
  },
  async read(ctx, ids) {
    const keys = await formularyKeys(ctx)
    const rows = await ctx.db.select(itemSelect).from(formularyDrugs).innerJoin(drugs, eq(drugs.id, formularyDrugs.drugId)).innerJoin(formularies, eq(formularies.key, formularyDrugs.formularyKey))
      .where(and(eq(formularyDrugs.covered, true), itemIdsWhere(keys, ids)))
    return rows.map((row) => formularyItem(row.entry, row.drug, row.year))
  },
}

/** A short first page is the whole answer, so its length is the total (no count query); else null. */
const wholeAnswer = (page: { count: number; offset: number }, found: number): number | null =>
  page.count > 0 && page.offset === 0 && found < page.count ? found : null

/** Item ids are {compact formulary key}.{drug id}. */
function itemIdsWhere(keys: Array<{ key: string }>, ids: string[]): SQL {
  const pairs = ids.flatMap((id) => {
    const dot = id.indexOf('.')
    const key = keys.find((k) => compactFormularyKey(k.key) === id.slice(0, dot))?.key
    return dot > 0 && key ? [sql`(${formularyDrugs.formularyKey} = ${key} and ${formularyDrugs.drugId} = ${id.slice(dot + 1)})`] : []
  })
  return pairs.length ? sql`(${sql.join(pairs, sql` or `)})` : NONE
}

