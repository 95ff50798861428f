import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../db/client.ts'
import { formatMoney } from '../../src/plans/money'
import { PHARMACY_TYPES, type Plan } from '../../src/plans/plan-types'
import { planTiers } from '../../src/plans/plan-tiers'
import { planApi } from '../../src/plans/plans-api.server'
import { planDocumentPdf } from '../../src/plans/plans-documents.server'
import { planBySlug, plansForCounty } from '../../src/plans/plans.server'
import type { PlanYear } from '../../src/plans/plan-years'
import { pdfStrings } from '../support/pdf-text'
import { fhirGet, openFhirDatabase } from './fhir-database'
import { apiFacts, money, seenFacts, type Facts, type Read } from './plan-facts-agree-read'
import { seenInCounty } from './plan-facts-agree-pages'

/**
 * One number everywhere: for every plan of 2025 and 2026, the plan data (the catalogue),
 * /api/plans, the FHIR InsurancePlan, the Summary of Benefits and Star Ratings PDFs' text, the
 * plan card, the comparison table and the plan page, in both languages, give the same premium,
 * maximum out-of-pocket, Part D deductible, drug coverage, star rating, visit cost shares,
 * giveback, allowances and dental amount, and the cost share of each tier at each kind of
 * pharmacy for 30 and 90 days. The PDF is read as a reader gets it (its drawn text), the FHIR
 * resource by its codes, the card, table and page from the HTML the site's components render.
 */
/** A plan of the catalogue, with the counties it serves. */
type CataloguePlan = Plan & { counties: string[] }
const catalogue = (year: number): CataloguePlan[] =>
  JSON.parse(readFileSync(`db/seed/plans/catalogue-${year}.json`, 'utf8')) as CataloguePlan[]
const PLANS = [...catalogue(2025), ...catalogue(2026)]

const LABELS = {
  'en-us': {
    premium: 'Monthly plan premium',
    moop: 'Maximum out-of-pocket (in network)',
    deductible: 'Part D deductible',
    pcp: 'Primary care visit',
    specialist: 'Specialist visit',
    giveback: 'Part B premium reduction',
    otc: 'Over-the-counter allowance',
    food: 'Food and Home Card',
    dental: 'Comprehensive dental',
    perMonth: ' each month',
    perQuarter: ' every quarter',
    perYear: ' each year',
    notCovered: 'Not covered',
    rating: 'Overall plan rating',
    stars: ' out of 5 stars',
    notRated: 'This plan is too new to have a Star Rating.',
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
    specialist: 'Visita al especialista',
    giveback: 'Reducción de la prima de la Parte B',
    otc: 'Asignación para artículos de venta libre',
    food: 'Tarjeta de Alimentos y Hogar',
    dental: 'Atención dental integral',
    perMonth: ' cada mes',
    perQuarter: ' cada trimestre',
    perYear: ' cada año',
    notCovered: 'No cubierto',
    rating: 'Calificación general del plan',
    stars: ' de 5 estrellas',
    notRated: 'Este plan es demasiado nuevo para tener una calificación de estrellas.',
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

/** The facts a Summary of Benefits shows (its drawn text, footers left out). */
function pdfFacts(strings: string[], text: (typeof LABELS)[keyof typeof LABELS]): Read {
  const value = (label: string) => after(strings, label) ?? undefined
  const amount = (label: string, period: string) => {
    const shown = value(label)
    if (shown === undefined || shown === text.notCovered) return 0
    return shown.endsWith(period) ? money(shown.slice(0, -period.length)) : shown
  }
  // "$40 ($0-$40)": the cost share, then its range in brackets.
  const specialist = value(text.specialist)?.match(/^(.*?) ?\((.*)\)$/)
  const drugs = !strings.join(' ').includes(text.noDrugs)
  return {
    premium: money(value(text.premium)),
    moop: money(value(text.moop)),
    pcp: value(text.pcp),
    specialist: specialist ? specialist[1] || specialist[2] : value(text.specialist),
    drugDeductible: drugs ? money(value(text.deductible)) : null,
    giveback: amount(text.giveback, text.perMonth),
    otc: amount(text.otc, text.perQuarter),
    food: amount(text.food, text.perMonth),
    dental: amount(text.dental, text.perYear),
    drugs,
  }
}

/** The star rating a Star Ratings PDF shows. */
function starsPdfFacts(strings: string[], text: (typeof LABELS)[keyof typeof LABELS]): Read {
  if (strings.includes(text.notRated)) return { stars: null }
  // The section's heading and its one row have the same words: the row is the last of them.
  const shown = strings[strings.lastIndexOf(text.rating) + 1] ?? ''
  return { stars: shown.endsWith(text.stars) ? Number(shown.slice(0, -text.stars.length)) : shown }
}

const pdfLines = (bytes: Uint8Array) =>
  pdfStrings(bytes).filter((line) => !/_M\s+\d+\/\d+$/.test(line))

describe('one number everywhere', () => {
  let open: OpenDatabase
  beforeAll(async () => {
    open = await openFhirDatabase('pglite')
  }, 600_000)
  afterAll(() => open?.close())

  it(`gives every plan of 2025 and 2026 (${PLANS.length}) the same facts in its data, /api/plans, FHIR, its PDFs, its card, the comparison table and its page`, async () => {
    expect(PLANS.length).toBeGreaterThan(300)
    /** Each plan's facts as /api/plans gives them, and as each other place shows them. */
    const expected = new Map<string, Facts>()
    const places = new Map<string, Array<[place: string, facts: Read]>>()
    const shown = (slug: string, place: string, facts: Read) =>
      places.set(slug, [...(places.get(slug) ?? []), [place, facts]])

    for (const data of PLANS) {
      const where = data.slug
      const { plan: api } = (await (await planApi(data.slug, async () => open.db)).json()) as {
        plan: Plan
      }
      expected.set(where, apiFacts(api))
      shown(where, 'plan data', { ...apiFacts(data) })
      expect(api.costs, where).toEqual(data.costs)
      expect(api.benefits, where).toEqual(data.benefits)
      expect(api.drugs, where).toEqual(data.drugs)

      const fhir = (await fhirGet(open, `InsurancePlan/${data.slug}`)).body as FhirPlan
      const general = Object.fromEntries(
        (fhir.plan[0]!.generalCost ?? []).map((cost) => [cost.type.text, cost.cost.value]),
      )
      const drugPlan = fhir.plan.find((plan) => plan.specificCost)
      shown(where, 'FHIR InsurancePlan', {
        premium: general['Monthly plan premium'],
        moop: general['In-network maximum out-of-pocket'],
        drugs: Boolean(drugPlan),
      })
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

      for (const doc of api.documents.filter((d) => d.type === 'STAR_RATINGS')) {
        const bytes = await planDocumentPdf(doc.url, open.db)
        expect(bytes, doc.url).not.toBeNull()
        shown(where, doc.url, starsPdfFacts(pdfLines(bytes!), LABELS[doc.lang]))
      }
      const summaries = api.documents.filter((d) => d.type === 'SB')
      expect(summaries.map((doc) => doc.lang).sort(), where).toEqual(['en-us', 'es-mx'])
      for (const doc of summaries) {
        const bytes = await planDocumentPdf(doc.url, open.db)
        expect(bytes, doc.url).not.toBeNull()
        // The page footers (material ID and page number) are drawn last on each page: left out.
        const strings = pdfLines(bytes!)
        const text = LABELS[doc.lang]
        shown(where, doc.url, pdfFacts(strings, text))
        if (!api.drugs) continue
        for (const { tier, costshare } of planTiers(api.drugs.initialCoverage))
          expect(after(strings, text.tier(tier)), `${doc.url} tier ${tier}`).toBe(costshare)
        for (const type of PHARMACY_TYPES)
          for (const days of [30, 90] as const) {
            const label = `${text.pharmacy[type]}${text.supply(days)}`
            const expectedRow = planTiers(api.drugs.pharmacies[type][`days${days}`])
              .map(({ tier, costshare }) => `${text.tier(tier)} ${costshare}`)
              .join('; ')
            const at = strings.indexOf(label)
            expect(at, `${doc.url} ${label}`).toBeGreaterThan(-1)
            // The value may wrap: the lines after the label, up to the next row's label.
            let row = ''
            for (const line of strings.slice(at + 1)) {
              if (row.length >= expectedRow.length) break
              row = row ? `${row} ${line}` : line
            }
            expect(row, `${doc.url} ${label}`).toBe(expectedRow)
          }
      }
    }

    // The card, the comparison table and the plan page, in each language: every county that is
    // some plan's first, rendered with the plans its results page lists (a plan listed in more
    // than one of them is read in each).
    const counties = new Map(PLANS.map((plan) => [`${plan.year}:${plan.counties[0]}`, plan]))
    for (const {
      year,
      counties: [fips],
    } of counties.values()) {
      const listed = await plansForCounty(
        { fips: fips!, year: year as PlanYear, view: 'all' },
        open.db,
      )
      const pages = new Map<string, Plan | null>()
      for (const plan of listed) pages.set(plan.slug, await planBySlug(plan.slug, open.db))
      for (const lang of ['en', 'es'] as const) {
        const seen = await seenInCounty(listed, (slug) => pages.get(slug) ?? null, lang)
        for (const [slug, { card, table, page }] of seen) {
          shown(slug, `${lang} card in ${fips}`, seenFacts(card, lang))
          shown(slug, `${lang} comparison table in ${fips}`, seenFacts(table, lang))
          shown(slug, `${lang} plan page`, seenFacts(page, lang))
        }
      }
    }

    for (const data of PLANS) {
      const facts = expected.get(data.slug)!
      const where = places.get(data.slug) ?? []
      // Every place: data, FHIR, 2 summaries, 2 cards, 2 table columns and 2 pages at least.
      expect(where.length, data.slug).toBeGreaterThanOrEqual(10)
      for (const [place, read] of where)
        for (const [fact, value] of Object.entries(read))
          expect(value, `${data.slug}: ${fact} on ${place}`).toEqual(facts[fact as keyof Facts])
    }
  }, 900_000)
})
