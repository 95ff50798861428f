import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../db/client.ts'
import { formatMoney } from '../../src/plans/money'
import { PHARMACY_TYPES, type Plan } from '../../src/plans/plan-types'
import { planTiers } from '../../src/plans/plan-tiers'
import { planApi } from '../../src/plans/plans-api.server'
import { planDocumentPdf } from '../../src/plans/plans-documents.server'
import { pdfStrings } from '../support/pdf-text'
import { fhirGet, openFhirDatabase } from './fhir-database'

/**
 * One number everywhere: for every plan of 2025 and 2026, the plan data
 * (the catalogue), /api/plans, the FHIR InsurancePlan and the Summary of Benefits PDF's text in
 * both languages give the same premium, maximum out-of-pocket, Part D deductible, drug coverage,
 * visit cost shares and the cost share of each tier at each kind of pharmacy for 30 and 90 days.
 * The PDF is read as a reader gets it (its drawn text), the FHIR resource by its codes.
 */
const catalogue = (year: number): Plan[] =>
  JSON.parse(readFileSync(`db/seed/plans/catalogue-${year}.json`, 'utf8')) as Plan[]
const PLANS = [...catalogue(2025), ...catalogue(2026)]

const LABELS = {
  'en-us': {
    premium: 'Monthly plan premium',
    moop: 'Maximum out-of-pocket (in network)',
    deductible: 'Part D deductible',
    pcp: 'Primary care visit',
    noDrugs: 'This plan does not include Part D prescription drug coverage.',
    tier: (n: number) => (n === 6 ? 'Tier 6 (select care drugs)' : `Tier ${n}`),
    pharmacy: {
      preferredRetail: 'Preferred retail',
      standardRetail: 'Standard retail',
      mailOrder: 'Mail order',
    },
    supply: (days: number) => `, ${days} days`,
  },
  'es-mx': {
    premium: 'Prima mensual del plan',
    moop: 'Máximo de gastos de bolsillo (dentro de la red)',
    deductible: 'Deducible de la Parte D',
    pcp: 'Visita de atención primaria',
    noDrugs: 'Este plan no incluye cobertura de medicamentos recetados de la Parte D.',
    tier: (n: number) => (n === 6 ? 'Nivel 6 (medicamentos de atención selecta)' : `Nivel ${n}`),
    pharmacy: {
      preferredRetail: 'Minorista preferida',
      standardRetail: 'Minorista estándar',
      mailOrder: 'Pedido por correo',
    },
    supply: (days: number) => `, ${days} días`,
  },
} as const

/** The text drawn right after a row's label: its value (or its first line). */
const after = (strings: string[], label: string) => {
  const at = strings.indexOf(label)
  return at === -1 ? null : strings[at + 1]
}

/** A FHIR cost as the plan prints it: "$126", "25%". */
const costText = (cost: FhirCost) =>
  cost.value.unit === '%' ? `${cost.value.value}%` : formatMoney(cost.value.value)

type Coding = { system: string; code: string }
type FhirCost = { value: { value: number; unit: string } }
/** The parts of an InsurancePlan this test reads. */
type FhirPlan = {
  plan: Array<{
    generalCost?: Array<{ type: { text: string }; cost: { value: number } }>
    specificCost?: Array<{
      category: { coding: Coding[] }
      benefit: Array<{ type: { coding: Coding[] }; cost: FhirCost[] }>
    }>
  }>
}

const FHIR_CATEGORY = {
  '1-month-in-retail': ['standardRetail', 'days30'],
  '3-month-in-retail': ['standardRetail', 'days90'],
  '1-month-in-mail': ['mailOrder', 'days30'],
  '3-month-in-mail': ['mailOrder', 'days90'],
  '1-month-in-preferred-retail': ['preferredRetail', 'days30'],
  '3-month-in-preferred-retail': ['preferredRetail', 'days90'],
} as const

describe('one number everywhere', () => {
  let open: OpenDatabase
  beforeAll(async () => {
    open = await openFhirDatabase('pglite')
  }, 600_000)
  afterAll(() => open?.close())

  it(`gives every plan of 2025 and 2026 (${PLANS.length}) the same facts in its data, /api/plans, FHIR and its Summary of Benefits`, async () => {
    expect(PLANS.length).toBeGreaterThan(300)
    for (const data of PLANS) {
      const where = data.slug
      const { plan: api } = (await (await planApi(data.slug, async () => open.db)).json()) as {
        plan: Plan
      }
      expect(api.costs, where).toEqual(data.costs)
      expect(api.benefits, where).toEqual(data.benefits)
      expect(api.drugs, where).toEqual(data.drugs)
      expect([api.drugCoverage, api.starRating], where).toEqual([
        data.drugCoverage,
        data.starRating,
      ])

      const fhir = (await fhirGet(open, `InsurancePlan/${data.slug}`)).body as FhirPlan
      const general = Object.fromEntries(
        (fhir.plan[0]!.generalCost ?? []).map((cost) => [cost.type.text, cost.cost.value]),
      )
      expect(general['Monthly plan premium'], where).toBe(api.costs.premium)
      expect(general['In-network maximum out-of-pocket'], where).toBe(api.costs.moopInNetwork)
      const drugPlan = fhir.plan.find((plan) => plan.specificCost)
      expect(Boolean(drugPlan), where).toBe(api.drugCoverage)
      // Every pharmacy type and supply is there: preferred, standard, mail order; 30 and 90 days.
      expect(drugPlan?.specificCost?.length ?? 0, where).toBe(api.drugCoverage ? 6 : 0)
      for (const specific of drugPlan?.specificCost ?? []) {
        const code = specific.category.coding[0]!.code as keyof typeof FHIR_CATEGORY
        const [type, days] = FHIR_CATEGORY[code]
        for (const benefit of specific.benefit) {
          const tier = Number(
            benefit.type.coding.find((c) => /formulary-tier$/.test(c.system))!.code,
          )
          const printed = api.drugs!.pharmacies[type][days][`tier${tier}` as 'tier1']
          expect(costText(benefit.cost[0]!), `${where} ${code} tier ${tier}`).toBe(
            printed.retailCostshare,
          )
        }
      }

      for (const doc of api.documents.filter((d) => d.type === 'SB')) {
        const bytes = await planDocumentPdf(doc.url, open.db)
        expect(bytes, doc.url).not.toBeNull()
        // The page footers (material ID and page number) are drawn last on each page: left out.
        const strings = pdfStrings(bytes!).filter((line) => !/_M\s+\d+\/\d+$/.test(line))
        const text = LABELS[doc.lang]
        expect(after(strings, text.premium), doc.url).toBe(formatMoney(api.costs.premium))
        expect(after(strings, text.moop), doc.url).toBe(formatMoney(api.costs.moopInNetwork))
        expect(after(strings, text.pcp), doc.url).toBe(api.benefits.pcp.inNetwork.costshare)
        if (!api.drugs) {
          expect(strings.join(' '), doc.url).toContain(text.noDrugs)
          continue
        }
        expect(after(strings, text.deductible), doc.url).toBe(
          formatMoney(api.costs.deductiblePartd ?? 0),
        )
        for (const { tier, costshare } of planTiers(api.drugs.initialCoverage))
          expect(after(strings, text.tier(tier)), `${doc.url} tier ${tier}`).toBe(costshare)
        for (const type of PHARMACY_TYPES)
          for (const days of [30, 90] as const) {
            const label = `${text.pharmacy[type]}${text.supply(days)}`
            const expected = planTiers(api.drugs.pharmacies[type][`days${days}`])
              .map(({ tier, costshare }) => `${text.tier(tier)} ${costshare}`)
              .join('; ')
            const at = strings.indexOf(label)
            expect(at, `${doc.url} ${label}`).toBeGreaterThan(-1)
            // The value may wrap: the lines after the label, up to the next row's label.
            let shown = ''
            for (const line of strings.slice(at + 1)) {
              if (shown.length >= expected.length) break
              shown = shown ? `${shown} ${line}` : line
            }
            expect(shown, `${doc.url} ${label}`).toBe(expected)
          }
      }
    }
  }, 900_000)
})
