import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../../db/client.ts'
import { plans } from '../../../db/schema/plans.ts'
import { runSeeds } from '../../../db/seed/index.ts'
import { databaseKinds, openTestDatabase } from '../../../tests/support/databases'
import { drugHandler, searchHandler } from './api.server'
import { criteriaPdf } from '~/plans/criteria-pdf.server'
import type { DrugDetails, SearchResponse } from '~/plans/formulary-types'

describe.each(databaseKinds())('formulary API on %s', (kind) => {
  let open: OpenDatabase
  let plan2026: string
  let plan2025: string
  let medicalOnly: string

  beforeAll(async () => {
    open = await openTestDatabase(kind)
    await runSeeds(open.db)
    const pick = async (year: number, drugs: boolean) => {
      const [row] = await open.db
        .select({ slug: plans.slug })
        .from(plans)
        .where(
          and(
            eq(plans.year, year),
            eq(plans.drugCoverage, drugs),
            drugs ? isNotNull(plans.formularyCode) : undefined,
          ),
        )
        .orderBy(plans.slug)
        .limit(1)
      return row!.slug
    }
    plan2026 = await pick(2026, true)
    plan2025 = await pick(2025, true)
    medicalOnly = await pick(2026, false)
  })
  afterAll(() => open?.close())

  const search = async (query: string, year = 2026, plan = plan2026) => {
    const url = `http://test/api/formulary/search?year=${year}&plan=${plan}&q=${encodeURIComponent(query)}`
    const response = await searchHandler(open.db, new Request(url))
    return {
      status: response.status,
      body: (await response.json()) as SearchResponse & { error?: { code: string } },
    }
  }
  const details = async (id: string, year = 2026, plan = plan2026) => {
    const response = await drugHandler(
      open.db,
      new Request(`http://test/api/formulary/drugs/${id}?year=${year}&plan=${plan}`),
      id,
    )
    return {
      status: response.status,
      body: (await response.json()) as DrugDetails & { error?: { code: string } },
    }
  }

  it('ranks the brand first for a brand prefix, with its generic close behind', async () => {
    const { status, body } = await search('lipi')
    expect(status).toBe(200)
    expect(body.plan.slug).toBe(plan2026)
    expect(body.results[0]).toMatchObject({
      id: 'lipitor',
      name: 'Lipitor',
      isBrand: true,
      match: 'prefix',
    })
    expect(body.results.map((r) => r.id)).toContain('atorvastatin')
    expect(body.results.find((r) => r.id === 'atorvastatin')?.brandOf).toBe('Lipitor')
  })

  it('puts an exact generic name first and finds brand names from the generic', async () => {
    const { body } = await search('apixaban')
    expect(body.results[0]).toMatchObject({ id: 'eliquis', genericName: 'apixaban' })
    const exact = await search('metformin')
    expect(exact.body.results[0]).toMatchObject({ id: 'metformin', match: 'exact' })
  })

  it('tolerates typos', async () => {
    expect((await search('lipiter')).body.results[0]).toMatchObject({
      id: 'lipitor',
      match: 'typo',
    })
    expect((await search('metfromin')).body.results[0]?.id).toBe('metformin')
    expect((await search('ozempik')).body.results[0]?.id).toBe('ozempic')
    expect((await search('atorvastain')).body.results[0]?.id).toBe('atorvastatin')
  })

  it('ignores case and accents', async () => {
    expect((await search('LÍPITOR')).body.results[0]).toMatchObject({
      id: 'lipitor',
      match: 'exact',
    })
    expect((await search('insulína glargine')).body.results[0]?.id).toBe('insulin-glargine')
    expect((await search('  Eliquis ')).body.results[0]?.id).toBe('eliquis')
  })

  it('finds drugs by their dose form in Spanish or English, with or without accents', async () => {
    const forms = async (query: string) => {
      const { body } = await search(query)
      expect(body.results.length, query).toBeGreaterThan(0)
      const found = await Promise.all(body.results.map((r) => details(r.id)))
      return found.map(({ body: d }) => d.drug.forms.map((f) => f.form).join('; '))
    }
    for (const query of ['vial', 'Vial'])
      for (const f of await forms(query)) expect(f).toMatch(/\bvial\b/)
    for (const query of ['tableta', 'TABLETA', 'tablet'])
      for (const f of await forms(query)) expect(f).toMatch(/tablet/)
    for (const query of ['inyección', 'inyeccion'])
      for (const f of await forms(query)) expect(f).toMatch(/inject/)
    for (const query of ['cápsula', 'capsula'])
      for (const f of await forms(query)) expect(f).toMatch(/capsule/)
    // A drug's own name still comes before the drugs made in a form.
    expect((await search('lantus')).body.results[0]?.id).toBe('lantus')
  })

  it('returns an empty list, not an error, when nothing matches', async () => {
    const { status, body } = await search('qqqqzzzz')
    expect(status).toBe(200)
    expect(body.results).toEqual([])
  })

  it('answers 404 for an unknown plan or a plan of another year, 422 without drug coverage', async () => {
    expect((await search('lipi', 2026, 'ceiba-nothing-2026')).body.error?.code).toBe(
      'plan_not_found',
    )
    expect((await search('lipi', 2026, plan2025)).status).toBe(404)
    const medical = await search('lipi', 2026, medicalOnly)
    expect(medical.status).toBe(422)
    expect(medical.body.error?.code).toBe('no_drug_coverage')
    expect((await search('lipi', 2025, plan2025)).status).toBe(200)
  })

  it('answers 400 JSON for a bad year, a bad plan or a missing query', async () => {
    for (const year of ['2019', 'abc', '2026.5']) {
      const response = await searchHandler(
        open.db,
        new Request(`http://test/api/formulary/search?year=${year}&plan=${plan2026}&q=lipi`),
      )
      expect(response.status).toBe(400)
      const body = (await response.json()) as {
        error: { code: string; fields: Record<string, string> }
      }
      expect(body.error.code).toBe('invalid_request')
      expect(Object.keys(body.error.fields)).toEqual(['year'])
    }
    const noQuery = await searchHandler(
      open.db,
      new Request(`http://test/api/formulary/search?year=2026&plan=${plan2026}`),
    )
    expect(noQuery.status).toBe(400)
    const badPlan = await searchHandler(
      open.db,
      new Request('http://test/api/formulary/search?year=2026&plan=DROP%20TABLE&q=li'),
    )
    expect(badPlan.status).toBe(400)
    expect(
      Object.keys(
        ((await badPlan.json()) as { error: { fields: Record<string, string> } }).error.fields,
      ),
    ).toEqual(['plan'])
    expect((await details('BAD ID')).status).toBe(400)
  })

  it('gives coverage details, cost and lower-tier covered alternatives', async () => {
    const { status, body } = await details('lipitor')
    expect(status).toBe(200)
    expect(body.drug).toMatchObject({ name: 'Lipitor', genericName: 'atorvastatin', isBrand: true })
    if (!body.entry.covered || (body.entry.tier ?? 0) >= 4) {
      expect(body.alternatives.map((a) => a.id)).toContain('atorvastatin')
      const rank = (tier: number | null) => (tier === null ? 7 : tier === 6 ? 0 : tier)
      for (const alternative of body.alternatives)
        expect(rank(alternative.tier)).toBeLessThan(rank(body.entry.tier))
    }
    if (!body.entry.covered) expect(body.cost).toEqual({ kind: 'notCovered' })
    expect(Date.parse(body.entry.updatedAt)).not.toBeNaN()
    expect((await details('no-such-drug')).status).toBe(404)
  })

  it('keeps covered insulins at $35 or less and Part D vaccines at $0', async () => {
    const insulin = await details('insulin-glargine')
    if (insulin.body.entry.covered) {
      expect(insulin.body.cost.kind).toBe('insulin')
      if (insulin.body.cost.kind === 'insulin')
        expect(insulin.body.cost.copay).toBeLessThanOrEqual(35)
    }
    const shingrix = await details('shingrix')
    expect(shingrix.body.entry.covered).toBe(true)
    expect(shingrix.body.cost).toEqual({ kind: 'vaccine' })
  })

  it('serves criteria PDFs for every spec 9.3 key, and none for a key it does not know', async () => {
    for (const key of ['gsc_2026', 'gsb_2025', 'houston_2022', '2021']) {
      const pdf = await criteriaPdf(open.db, key, 'es')
      expect(
        Buffer.from(pdf ?? [])
          .toString('latin1')
          .startsWith('%PDF-'),
      ).toBe(true)
    }
    expect(await criteriaPdf(open.db, 'cor_2026', 'en')).toBeNull()
  })
})
