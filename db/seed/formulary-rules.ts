// Decides, deterministically, how each formulary covers each catalogue drug (spec 3.5, 9.3).
// The same inputs always give the same formulary: a hash of (formulary key, drug id, question)
// stands in for the plan's pharmacy and therapeutics committee.
import type {
  DrugFlags,
  DrugNote,
  FormularyEntry,
  PriorAuth,
  QuantityLimit,
} from '../../src/plans/formulary-types.ts'
import type { FormularyCode } from '../../src/plans/plan-types.ts'
import { closeness, sameTherapeuticClass } from '../../src/plans/therapeutic-classes.ts'
import type { CatalogueDrug } from './drugs.ts'

export type Formulary = { key: string; code: FormularyCode | null; year: number; archived: boolean }

const current = (code: FormularyCode, year: number): Formulary => ({
  key: `${code}_${year}`,
  code,
  year,
  archived: false,
})
const legacy = (key: string, code: FormularyCode | null, year: number): Formulary => ({
  key,
  code,
  year,
  archived: true,
})

/**
 * The formularies: exactly the criteria keys of spec 9.3 (cor and hou were retired after 2025).
 * Plan years 2025 and 2026 are searchable; earlier ones exist for their criteria documents.
 */
export const FORMULARIES: Formulary[] = [
  current('cor', 2025),
  current('gsc', 2025),
  current('gsb', 2025),
  current('hou', 2025),
  current('gsc', 2026),
  current('gsb', 2026),
  legacy('2021', null, 2021),
  legacy('2022', null, 2022),
  legacy('2023', null, 2023),
  legacy('houston_2022', 'hou', 2022),
  legacy('houston_2023', 'hou', 2023),
  legacy('cor_2023', 'cor', 2023),
  legacy('gsc_2023', 'gsc', 2023),
  legacy('hou_2024', 'hou', 2024),
  legacy('cor_2024', 'cor', 2024),
  legacy('gsc_2024', 'gsc', 2024),
]

/** FNV-1a over the parts: a number in [0, 1) that never changes for the same parts. */
export function chance(...parts: string[]): number {
  let hash = 0x811c9dc5
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash / 2 ** 32
}

/** Insulin copay for a one-month supply per formulary code: never above $35 (spec 9.3). */
const INSULIN_COPAY: Record<FormularyCode | 'none', number> = {
  cor: 35,
  gsc: 25,
  gsb: 0,
  hou: 11,
  none: 35,
}
/** Classes whose generics may sit on tier 6, the $0 select-care tier. */
const SELECT_CARE = new Set(['statin', 'acei', 'arb', 'biguanide', 'sulfonylurea'])
/** Classes whose generics every formulary covers (the everyday chronic-condition medicines). */
const ALWAYS_GENERIC = new Set([
  ...SELECT_CARE,
  'bb',
  'ccb',
  'diuretic',
  'ssri',
  'thyroid',
  'anticoag',
  'antiplatelet',
])
/** Tier 6 is the $0 tier: for "lower cost" comparisons it ranks below tier 1. */
const costRank = (tier: number | null) => (tier === null ? 7 : tier === 6 ? 0 : tier)

const has = (drug: CatalogueDrug, flag: string) => drug.flags.includes(flag)
const pill = (drug: CatalogueDrug) => /tablet|capsule/.test(drug.forms[0]?.form ?? '')

function quantityLimit(drug: CatalogueDrug): QuantityLimit {
  const unit = pill(drug) ? 'tablet' : 'package'
  switch (drug.drugClass) {
    case 'vaccine':
      return {
        kind: 'lifetime',
        amount: drug.genericName.startsWith('zoster') ? 2 : 1,
        unit: 'dose',
      }
    case 'migraine':
      return pill(drug)
        ? { kind: 'days', amount: 9, unit, days: 30 }
        : { kind: 'days', amount: 1, unit, days: 30 }
    case 'antiviral':
      return { kind: 'year', amount: 2, unit: 'package' }
    case 'opioid':
      return { kind: 'day', amount: 4, unit }
    case 'sleep':
    case 'anxiety':
    case 'gi':
      return { kind: 'day', amount: drug.drugClass === 'anxiety' ? 3 : 1, unit }
    case 'glp1':
    case 'immune':
      return { kind: 'days', amount: drug.drugClass === 'glp1' ? 1 : 2, unit: 'package', days: 28 }
    case 'inhaler':
      return { kind: 'days', amount: 1, unit: 'package', days: 30 }
    case 'urology':
      return { kind: 'days', amount: 4, unit, days: 30 }
    default:
      return { kind: 'day', amount: drug.drugClass === 'seizure' ? 6 : 3, unit }
  }
}

function priorAuth(f: Formulary, drug: CatalogueDrug): PriorAuth | null {
  const roll = chance(f.key, drug.id, 'pa')
  if (has(drug, 'P')) return { variant: 'bvd' }
  if (has(drug, 'O')) return { variant: 'supply', days: 7 }
  if (has(drug, 'S') || ['glp1', 'pcsk9', 'pah'].includes(drug.drugClass))
    return { variant: 'general' }
  if (has(drug, 'A') && roll < 0.5) {
    return drug.drugClass === 'sleep' || drug.drugClass === 'anxiety'
      ? { variant: 'older_supply', age: 65, days: 90 }
      : { variant: 'older', age: 65 }
  }
  if (drug.drugClass === 'dementia' && roll < 0.6) return { variant: 'younger', age: 60 }
  if (drug.drugClass === 'hormone' && has(drug, 'T')) return { variant: 'general' }
  return null
}

type Placement = { covered: boolean; tier: number | null }

function place(f: Formulary, drug: CatalogueDrug): Placement {
  const roll = (what: string) => chance(f.key, drug.id, what)
  if (drug.kind === 'vaccine') return { covered: true, tier: 3 }
  if (has(drug, 'E')) {
    const supplemental = f.code === 'gsb' && !drug.isBrand && drug.drugClass !== 'glp1'
    return supplemental ? { covered: true, tier: 1 } : { covered: false, tier: null }
  }
  if (drug.kind === 'insulin')
    return roll('cov') < 0.85 ? { covered: true, tier: 3 } : { covered: false, tier: null }
  if (!drug.isBrand) {
    if (!ALWAYS_GENERIC.has(drug.drugClass) && roll('cov') >= (has(drug, 'S') ? 0.9 : 0.96))
      return { covered: false, tier: null }
    if (has(drug, 'S')) return { covered: true, tier: 5 }
    if (
      (f.code === 'gsc' || f.code === 'cor') &&
      SELECT_CARE.has(drug.drugClass) &&
      roll('tier6') < 0.5
    )
      return { covered: true, tier: 6 }
    return { covered: true, tier: roll('tier') < 0.6 ? 1 : 2 }
  }
  if (!has(drug, 'B')) {
    // A brand whose generic is sold: at best non-preferred.
    const covered = roll('cov') < (f.code === 'gsb' ? 0.5 : 0.3)
    return covered ? { covered, tier: has(drug, 'S') ? 5 : 4 } : { covered, tier: null }
  }
  if (roll('cov') >= (has(drug, 'S') ? 0.9 : 0.85)) return { covered: false, tier: null }
  if (has(drug, 'S')) return { covered: true, tier: 5 }
  return { covered: true, tier: roll('tier') < 0.65 ? 3 : 4 }
}

function updatedAt(f: Formulary, drug: CatalogueDrug): string {
  const days = Math.floor(chance(f.key, drug.id, 'updated') * 180)
  return new Date(Date.UTC(f.year - 1, 9, 1) + days * 86_400_000).toISOString()
}

function entry(
  f: Formulary,
  drug: CatalogueDrug,
  placed: Placement,
  brandCount: number,
): FormularyEntry {
  const roll = (what: string) => chance(f.key, drug.id, what)
  const { covered, tier } = placed
  const notes: DrugNote[] = []
  const flags: DrugFlags = {}
  if (covered) {
    if (has(drug, 'E')) flags.excludedSupplemental = true
    if (tier === 6 || drug.kind === 'vaccine') notes.push('zero_dollar_copay')
    if (tier === 4) notes.push('non_preferred')
    if (tier !== null && tier <= 2 && !has(drug, 'N') && !has(drug, 'M') && roll('ninety') < 0.4)
      notes.push('copay_ninety')
    if (drug.isBrand && brandCount >= 3 && roll('maker') < 0.5) notes.push('manufacturer_exclusion')
    if (f.year <= 2024 && tier !== null && (tier <= 2 || tier === 6) && roll('gap') < 0.7)
      flags.gapCoverage = true
    if (has(drug, 'L')) flags.limitedAccess = true
    if (has(drug, 'N')) flags.nonExtendedDaysSupply = true
    if (has(drug, 'M')) flags.notAvailableAtMailOrder = true
    if (drug.kind === 'insulin') flags.selectInsulin = { copay: INSULIN_COPAY[f.code ?? 'none'] }
  } else if (has(drug, 'E') && f.code === 'hou' && roll('medicaid') < 0.6) {
    flags.medicaidOnly = true
  }
  return {
    drugId: drug.id,
    covered,
    tier,
    drugNotes: notes,
    flags,
    priorAuth: covered ? priorAuth(f, drug) : null,
    stepTherapy: covered && has(drug, 'T') && roll('step') < 0.85,
    quantityLimit: covered && has(drug, 'Q') ? quantityLimit(drug) : null,
    alternatives: [],
    updatedAt: updatedAt(f, drug),
  }
}

/** The whole formulary: one entry per catalogue drug, with covered alternatives filled in. */
export function buildFormulary(f: Formulary, drugs: CatalogueDrug[]): FormularyEntry[] {
  const brandCount = new Map<string, number>()
  for (const drug of drugs)
    if (drug.isBrand) brandCount.set(drug.genericName, (brandCount.get(drug.genericName) ?? 0) + 1)
  const entries = drugs.map((drug) =>
    entry(f, drug, place(f, drug), brandCount.get(drug.genericName) ?? 0),
  )
  const byClass = new Map<string, Array<{ drug: CatalogueDrug; entry: FormularyEntry }>>()
  drugs.forEach((drug, i) => {
    const list = byClass.get(drug.drugClass) ?? []
    list.push({ drug, entry: entries[i]! })
    byClass.set(drug.drugClass, list)
  })
  drugs.forEach((drug, i) => {
    const own = entries[i]!
    const needs = !own.covered || (own.tier !== null && own.tier >= 4 && own.tier <= 5)
    if (!needs || drug.kind === 'vaccine' || (has(drug, 'E') && drug.drugClass === 'glp1')) return
    const ceiling = costRank(own.tier)
    own.alternatives = (byClass.get(drug.drugClass) ?? [])
      .filter(
        ({ drug: other, entry: e }) =>
          other.id !== drug.id &&
          e.covered &&
          costRank(e.tier) < ceiling &&
          !has(other, 'E') &&
          sameTherapeuticClass(drug, other),
      )
      // Closest first: the same active ingredient, then the same class; then the lower tier.
      .sort(
        (a, b) =>
          closeness(drug, a.drug) - closeness(drug, b.drug) ||
          costRank(a.entry.tier) - costRank(b.entry.tier) ||
          a.drug.name.localeCompare(b.drug.name),
      )
      .slice(0, 4)
      .map(({ drug: other }) => other.id)
  })
  return entries
}
