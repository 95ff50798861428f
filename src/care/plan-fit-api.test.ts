import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { OpenDatabase } from '../../db/client.ts'
import { providers } from '../../db/schema/directory.ts'
import { formularyDrugs } from '../../db/schema/formulary.ts'
import { runSeeds } from '../../db/seed/index.ts'
import { databaseKinds, openTestDatabase } from '../../tests/support/databases'
import { plansForCounty } from '~/plans/plans.server'
import type { Plan } from '~/plans/plan-types'
import { parseCostShare } from './part-d'
import { planFitApi, planFitGet } from './plan-fit.server'
import type { PlanFitResponse } from './plan-fit-types'

const MIAMI = '12086'

describe.each(databaseKinds())('POST /api/plan-fit on %s', (kind) => {
  let open: OpenDatabase
  let plans: Plan[]
  let hmoNpi: string
  let hmoNetworks: string[]

  beforeAll(async () => {
    open = await openTestDatabase(kind)
    await runSeeds(open.db)
    plans = await plansForCounty({ fips: MIAMI, year: 2026, view: 'all' }, open.db)
    const rows = await open.db
      .select({ npi: providers.npi, planTypes: providers.planTypes })
      .from(providers)
      .where(eq(providers.state, 'FL'))
    const hmoOnly = rows.find(
      (row) => row.planTypes.includes('HMO') && !row.planTypes.includes('PPO'),
    )!
    hmoNpi = hmoOnly.npi
    hmoNetworks = hmoOnly.planTypes
  }, 400_000)
  afterAll(() => open?.close())

  const post = async (
    body: unknown,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) => {
    const request = new Request('http://test/api/plan-fit', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    const response = await planFitApi(request, async () => open.db)
    return {
      status: response.status,
      body: (await response.json()) as PlanFitResponse & {
        error?: { code: string; fields?: Record<string, string> }
      },
    }
  }

  it('answers every plan of the county with the same premium and tier cost shares the plan shows', async () => {
    const { status, body } = await post({
      county: MIAMI,
      year: 2026,
      drugs: [
        { id: 'lipitor', days: 30 },
        { id: 'lantus', days: 90 },
      ],
      npis: [hmoNpi],
    })
    expect(status).toBe(200)
    expect(body.plans.map((plan) => plan.slug)).toEqual(plans.map((plan) => plan.slug))
    for (const fit of body.plans) {
      const plan = plans.find((p) => p.slug === fit.slug)!
      expect(fit.annualPremium).toBe(plan.costs.premium * 12)
      // The Part B giveback is money back: twelve months of it come off the estimate.
      expect(fit.annualGiveback).toBe(plan.costs.buydown * 12)
      expect(fit.estimatedAnnualCost).toBeCloseTo(
        fit.annualPremium + fit.annualDrugCost - fit.annualGiveback,
        2,
      )
      expect(fit.extraHelp).toBe(plan.planType === 'D-SNP')
      expect(fit.drugs.map((drug) => drug.id)).toEqual(['lipitor', 'lantus'])
      if (!plan.drugCoverage) {
        expect(fit.drugs.every((drug) => !drug.covered)).toBe(true)
        continue
      }
      const [entry] = await open.db
        .select()
        .from(formularyDrugs)
        .where(
          and(
            eq(formularyDrugs.formularyKey, `${plan.formularyCode}_2026`),
            eq(formularyDrugs.drugId, 'lipitor'),
          ),
        )
      const lipitor = fit.drugs[0]!
      expect(lipitor.covered).toBe(entry!.covered)
      expect(lipitor.tier).toBe(entry!.tier)
      expect(lipitor.priorAuthorization).toBe(entry!.priorAuth !== null)
      const share =
        lipitor.tier && lipitor.tier <= 5
          ? parseCostShare(
              plan.drugs!.initialCoverage[`tier${lipitor.tier}` as 'tier1'].retailCostshare,
            )
          : null
      if (share?.kind === 'copay')
        expect(lipitor.monthlyCost).toBe(Math.min(share.amount, lipitor.fullPrice))
      if (share?.kind === 'coinsurance')
        expect(lipitor.monthlyCost).toBeCloseTo(share.rate * lipitor.fullPrice, 2)
      // Lantus is a covered insulin on every formulary: at most $35 a month, $105 a 90-day fill.
      expect(fit.drugs[1]).toMatchObject({ covered: true, days: 90 })
      expect(fit.drugs[1]!.monthlyCost).toBeLessThanOrEqual(35)
      // On a D-SNP every member has full Extra Help: a brand insulin at most $12.65 (2026).
      if (plan.planType === 'D-SNP') expect(fit.drugs[1]!.monthlyCost).toBeLessThanOrEqual(12.65)
      expect(fit.annualDrugCost).toBeLessThanOrEqual(
        fit.cap + (lipitor.covered ? 0 : lipitor.annualCost),
      )
    }
  })

  it('with "extraHelp": true estimates every plan with drug coverage under Extra Help, and only those', async () => {
    const drugs = [
      { id: 'lipitor', days: 30 },
      { id: 'lantus', days: 30 },
    ]
    const without = await post({ county: MIAMI, year: 2026, drugs })
    const { status, body } = await post({ county: MIAMI, year: 2026, drugs, extraHelp: true })
    expect(status).toBe(200)
    expect(body.plans.some((fit) => fit.planType === 'HMO' && fit.drugCoverage)).toBe(true)
    for (const fit of body.plans) {
      const before = without.body.plans.find((p) => p.slug === fit.slug)!
      if (!fit.drugCoverage) {
        // No Part D, no Extra Help: the same full prices as without the answer.
        expect(fit).toEqual(before)
        continue
      }
      expect(fit.extraHelp).toBe(true)
      expect(fit.deductible).toBe(0)
      expect(fit.deductibleMetMonth).toBeNull()
      // 2026 Extra Help: at most $12.65 a month for a brand drug (Lipitor, Lantus), never more
      // than the plan's own cost share.
      for (const [index, drug] of fit.drugs.entries()) {
        if (!drug.covered) continue
        expect(drug.monthlyCost).toBeLessThanOrEqual(12.65)
        expect(drug.monthlyCost).toBeLessThanOrEqual(before.drugs[index]!.monthlyCost)
      }
      expect(fit.annualDrugCost).toBeLessThanOrEqual(before.annualDrugCost)
    }
    // A D-SNP assumes it when the person is not sure.
    const dsnp = body.plans.find((fit) => fit.planType === 'D-SNP')
    expect(dsnp).toBeDefined()
    expect(without.body.plans.find((p) => p.slug === dsnp!.slug)).toEqual(dsnp)
    // "extraHelp": false (a D-SNP member whose only Medicaid help is QDWI): no plan uses Extra
    // Help, the D-SNP included, which now prices its printed copays ($12.65 a brand, no more).
    const no = await post({ county: MIAMI, year: 2026, drugs, extraHelp: false })
    expect(no.status).toBe(200)
    expect(no.body.plans.every((fit) => fit.extraHelp === false)).toBe(true)
    const dsnpWithout = no.body.plans.find((fit) => fit.slug === dsnp!.slug)!
    for (const fit of no.body.plans.filter((p) => p.planType !== 'D-SNP'))
      expect(fit).toEqual(without.body.plans.find((p) => p.slug === fit.slug))
    expect(dsnpWithout.annualDrugCost).toBeGreaterThanOrEqual(dsnp!.annualDrugCost)
    const bad = await post({ county: MIAMI, year: 2026, drugs, extraHelp: 'yes' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.error?.fields ?? {})).toEqual(['extraHelp'])
  })

  it('puts a doctor in the networks of the plan types the directory lists', async () => {
    const { body } = await post({
      county: MIAMI,
      year: 2026,
      drugs: [],
      npis: [hmoNpi, '1000000004'],
    })
    for (const fit of body.plans) {
      expect(fit.providers[0]).toEqual({
        npi: hmoNpi,
        inNetwork: hmoNetworks.includes(fit.planType),
      })
      if (fit.planType === 'HMO') expect(fit.providers[0]!.inNetwork).toBe(true)
      if (fit.planType === 'PPO') expect(fit.providers[0]!.inNetwork).toBe(false)
      expect(fit.providers[1]).toEqual({ npi: '1000000004', inNetwork: false })
      expect(fit.annualDrugCost).toBe(0)
      expect(fit.coversOutOfNetwork).toBe(fit.planType === 'PPO')
    }
  })

  it('answers a 400 naming each bad field, never echoing values', async () => {
    const bad = await post({
      county: 'Miami',
      year: 2019,
      drugs: [{ id: 'Lipitor!', days: 45 }],
      npis: ['123'],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error?.code).toBe('invalid_plan_fit')
    expect(Object.keys(bad.body.error?.fields ?? {}).sort()).toEqual([
      'county',
      'drugs.0.days',
      'drugs.0.id',
      'npis.0',
      'year',
    ])
    expect(JSON.stringify(bad.body)).not.toContain('Lipitor!')
    const unknown = await post({
      county: MIAMI,
      year: 2026,
      drugs: [{ id: 'no-such-drug', days: 30 }],
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error?.fields).toEqual({ 'drugs.0.id': 'No drug with this id' })
    expect(
      (
        await post({
          county: MIAMI,
          year: 2026,
          drugs: [
            { id: 'lipitor', days: 30 },
            { id: 'lipitor', days: 90 },
          ],
        })
      ).status,
    ).toBe(400)
    expect((await post('{not json')).body.error?.code).toBe('invalid_json')
    expect(
      (await post({ county: MIAMI, year: 2026, drugs: [] }, { 'content-type': 'text/plain' }))
        .status,
    ).toBe(415)
    expect((await post({ county: '99999', year: 2026, drugs: [] })).status).toBe(404)
  })

  it('answers one plan by its slug, for its page', async () => {
    const plan = plans.find((p) => p.drugCoverage)!
    const { status, body } = await post({
      plan: plan.slug,
      year: 2026,
      drugs: [{ id: 'lipitor', days: 30 }],
    })
    expect(status).toBe(200)
    expect(body.plans.map((p) => p.slug)).toEqual([plan.slug])
    const county = await post({ county: MIAMI, year: 2026, drugs: [{ id: 'lipitor', days: 30 }] })
    expect(body.plans[0]).toEqual(county.body.plans.find((p) => p.slug === plan.slug))
    expect((await post({ plan: plan.slug, year: 2025, drugs: [] })).status).toBe(404)
    expect((await post({ plan: plan.slug, county: MIAMI, year: 2026, drugs: [] })).status).toBe(400)
  })

  it('does not serve a GET', async () => {
    const response = planFitGet()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})
