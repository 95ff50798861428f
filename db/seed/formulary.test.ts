import { describe, expect, it } from 'vitest'
import { baseGeneric, catalogue } from './drugs.ts'
import { searchTerms } from './formulary.ts'
import { FORMULARIES, buildFormulary } from './formulary-rules.ts'
import { therapeuticClass } from '../../src/plans/therapeutic-classes.ts'

const drugs = catalogue()
const built = FORMULARIES.map((f) => ({ f, entries: buildFormulary(f, drugs) }))
const all = built.flatMap((b) => b.entries)
const byId = new Map(drugs.map((d) => [d.id, d]))
const rank = (tier: number | null) => (tier === null ? 7 : tier === 6 ? 0 : tier)

describe('drug catalogue', () => {
  it('holds at least 500 distinct generic drugs with brands, strengths and forms', () => {
    expect(new Set(drugs.map((d) => baseGeneric(d.genericName))).size).toBeGreaterThanOrEqual(500)
    expect(drugs.filter((d) => d.isBrand).length).toBeGreaterThan(500)
    for (const drug of drugs) expect(drug.forms.length, drug.name).toBeGreaterThan(0)
    expect(byId.get('lipitor')).toMatchObject({ genericName: 'atorvastatin', isBrand: true })
    expect(byId.get('atorvastatin')).toMatchObject({ brandOf: 'Lipitor', isBrand: false })
    expect(byId.get('eliquis')?.forms[0]).toEqual({ form: 'tablet', strengths: ['2.5 mg', '5 mg'] })
    expect(byId.get('ozempic')?.kind).toBe('standard')
    expect(byId.get('lantus')?.kind).toBe('insulin')
    expect(byId.get('shingrix')?.kind).toBe('vaccine')
  })

  it('indexes each product by its name, its words and its counterpart', () => {
    const terms = searchTerms(byId.get('atorvastatin')!).map((t) => t.term)
    expect(terms).toEqual(expect.arrayContaining(['atorvastatin', 'lipitor']))
    const combo = searchTerms(byId.get('lotrel')!).map((t) => t.term)
    expect(combo).toEqual(expect.arrayContaining(['lotrel', 'amlodipine benazepril']))
  })
})

describe('formularies', () => {
  it('are exactly the criteria keys of spec 9.3, each covering every drug', () => {
    expect(FORMULARIES.map((f) => f.key).sort()).toEqual(
      [
        '2021',
        '2022',
        '2023',
        'houston_2022',
        'houston_2023',
        'cor_2023',
        'gsc_2023',
        'hou_2024',
        'cor_2024',
        'gsc_2024',
        'gsb_2025',
        'cor_2025',
        'gsc_2025',
        'hou_2025',
        'gsb_2026',
        'gsc_2026',
      ].sort(),
    )
    for (const { entries } of built) expect(entries).toHaveLength(drugs.length)
  })

  it('are the same on every build', () => {
    expect(buildFormulary(FORMULARIES[0]!, drugs)).toEqual(built[0]!.entries)
  })

  it('keep covered insulins at $35 or less, and cover every Part D vaccine at $0', () => {
    for (const entry of all) {
      const drug = byId.get(entry.drugId)!
      if (drug.kind === 'insulin' && entry.covered)
        expect(entry.flags.selectInsulin?.copay).toBeLessThanOrEqual(35)
      if (drug.kind === 'vaccine') {
        expect(entry.covered).toBe(true)
        expect(entry.drugNotes).toContain('zero_dollar_copay')
      }
      if (entry.covered) expect(entry.tier).toBeGreaterThanOrEqual(1)
      if (entry.covered) expect(entry.tier).toBeLessThanOrEqual(6)
    }
  })

  it('offer only covered, lower-cost alternatives of the same class', () => {
    for (const { entries } of built) {
      const entryOf = new Map(entries.map((e) => [e.drugId, e]))
      for (const entry of entries) {
        for (const id of entry.alternatives) {
          const other = entryOf.get(id)!
          expect(other.covered).toBe(true)
          expect(rank(other.tier)).toBeLessThan(rank(entry.tier))
          expect(byId.get(id)!.drugClass).toBe(byId.get(entry.drugId)!.drugClass)
        }
      }
    }
    expect(all.filter((e) => !e.covered && e.alternatives.length > 0).length).toBeGreaterThan(100)
  })

  it('offer Toujeo long-acting insulins only, the same ingredient (insulin glargine) first', () => {
    const longActing = ['insulin glargine', 'insulin degludec', 'insulin detemir']
    let offered = 0
    for (const { entries } of built) {
      const toujeo = entries.find((e) => e.drugId === 'toujeo')!
      if (toujeo.alternatives.length === 0) continue
      offered++
      const generics = toujeo.alternatives.map((id) => byId.get(id)!.genericName)
      for (const generic of generics) expect(longActing).toContain(generic)
      // Closest first: every insulin glargine before any other long-acting insulin.
      const firstOther = generics.findIndex((g) => g !== 'insulin glargine')
      if (firstOther !== -1) expect(generics.slice(firstOther)).not.toContain('insulin glargine')
    }
    expect(offered).toBeGreaterThan(0)
  })

  it('never offer a rescue inhaler for a controller, or a loop diuretic for a thiazide', () => {
    const groupOf = (id: string) =>
      therapeuticClass(byId.get(id)!.drugClass, byId.get(id)!.genericName)
    for (const entry of all) {
      const own = groupOf(entry.drugId)
      for (const id of entry.alternatives) {
        const other = groupOf(id)
        expect([other.category, other.class]).toEqual([own.category, own.class])
        expect(other.group).toBe(own.group)
      }
    }
  })

  it('use every attribute of spec 3.5', () => {
    const notes = new Set(all.flatMap((e) => e.drugNotes))
    expect([...notes].sort()).toEqual([
      'copay_ninety',
      'manufacturer_exclusion',
      'non_preferred',
      'zero_dollar_copay',
    ])
    const flags = new Set(all.flatMap((e) => Object.keys(e.flags)))
    expect([...flags].sort()).toEqual(
      [
        'excludedSupplemental',
        'gapCoverage',
        'limitedAccess',
        'medicaidOnly',
        'nonExtendedDaysSupply',
        'notAvailableAtMailOrder',
        'selectInsulin',
      ].sort(),
    )
    const variants = new Set(all.map((e) => e.priorAuth?.variant).filter(Boolean))
    expect([...variants].sort()).toEqual([
      'bvd',
      'general',
      'older',
      'older_supply',
      'supply',
      'younger',
    ])
    const limits = new Set(all.map((e) => e.quantityLimit?.kind).filter(Boolean))
    expect([...limits].sort()).toEqual(['day', 'days', 'lifetime', 'year'])
    expect(all.some((e) => e.stepTherapy)).toBe(true)
    expect(new Set(all.map((e) => e.tier))).toEqual(new Set([null, 1, 2, 3, 4, 5, 6]))
  })

  it('no longer have gap coverage from 2025, when the coverage gap ended', () => {
    for (const { f, entries } of built)
      if (f.year >= 2025) expect(entries.some((e) => e.flags.gapCoverage)).toBe(false)
  })
})
