import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../db/client'
import { openPlanDatabase } from '../../tests/support/plan-database'
import { databaseKinds } from '../../tests/support/databases'
import type { Plan } from './plan-types'
import { planApi, plansApi, zipCountiesApi } from './plans-api.server'
import { planDocumentPdf } from './plans-documents.server'

const get = (path: string) => new Request(`http://localhost${path}`)

describe.each(databaseKinds())('plan API on %s', (kind) => {
  let open: OpenDatabase
  const db = async () => open.db
  beforeAll(async () => {
    open = await openPlanDatabase(kind)
  })
  afterAll(() => open?.close())

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toMatchObject({ error: { code, message: expect.any(String) } })
  }

  it('answers the counties of a ZIP with Parish labels', async () => {
    const response = await zipCountiesApi(get('/api/zip/70068/counties?year=2026'), '70068', db)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ zip: '70068', served: true })
    expect(body.counties.map((c: { label: string }) => c.label)).toEqual(['Parish', 'Parish'])
  })

  it('rejects malformed ZIPs and years with 400, and an unknown ZIP with 404', async () => {
    for (const zip of ['7006', '700688', 'abcde', '7006 ', '-1234']) {
      await expectError(
        await zipCountiesApi(get(`/api/zip/${zip}/counties?year=2026`), zip, db),
        400,
        'invalid_request',
      )
    }
    for (const year of ['2024', '2027', 'next', '']) {
      await expectError(
        await zipCountiesApi(get(`/api/zip/70068/counties?year=${year}`), '70068', db),
        400,
        'invalid_request',
      )
    }
    await expectError(
      await zipCountiesApi(get('/api/zip/70068/counties'), '70068', db),
      400,
      'invalid_request',
    )
    await expectError(
      await zipCountiesApi(get('/api/zip/00000/counties?year=2026'), '00000', db),
      404,
      'zip_not_found',
    )
  })

  it('answers an unserved ZIP with served false', async () => {
    const response = await zipCountiesApi(get('/api/zip/10001/counties?year=2026'), '10001', db)
    expect(await response.json()).toMatchObject({
      zip: '10001',
      served: false,
      counties: [{ fips: '36061', served: false }],
    })
  })

  it('lists the plans of a county in each view', async () => {
    const views: Record<string, (plan: Plan) => boolean> = {
      all: () => true,
      snp: (plan) => plan.planType === 'D-SNP' || plan.planType === 'C-SNP',
      'ma-only': (plan) => !plan.drugCoverage,
    }
    for (const [view, fits] of Object.entries(views)) {
      const response = await plansApi(get(`/api/plans?county=22089&year=2026&view=${view}`), db)
      expect(response.status).toBe(200)
      const { plans } = (await response.json()) as { plans: Plan[] }
      expect(plans.length).toBeGreaterThan(0)
      expect(plans.every(fits)).toBe(true)
    }
    const byDefault = (await (
      await plansApi(get('/api/plans?county=22089&year=2026'), db)
    ).json()) as { plans: Plan[] }
    expect(byDefault.plans.length).toBeGreaterThanOrEqual(3)
  })

  it('puts the D-SNP first for a Medicaid answer and does not cache answered lists', async () => {
    const response = await plansApi(
      get('/api/plans?county=22089&year=2026&medicaid=true&diabetes=false'),
      db,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(((await response.json()) as { plans: Plan[] }).plans[0]?.planType).toBe('D-SNP')
  })

  it('rejects bad plan queries with 400 and an unknown county with 404', async () => {
    for (const query of [
      'year=2026',
      'county=22089',
      'county=22089&year=2024',
      'county=2208&year=2026',
      'county=22089&year=2026&view=cheap',
      'county=22089&year=2026&medicaid=maybe',
    ]) {
      await expectError(await plansApi(get(`/api/plans?${query}`), db), 400, 'invalid_request')
    }
    await expectError(
      await plansApi(get('/api/plans?county=99999&year=2026'), db),
      404,
      'county_not_found',
    )
  })

  it('answers an empty list for a real county outside the service area, and for a year before a state joined', async () => {
    expect(await (await plansApi(get('/api/plans?county=36061&year=2026'), db)).json()).toEqual({
      plans: [],
    })
    expect(await (await plansApi(get('/api/plans?county=22089&year=2025'), db)).json()).toEqual({
      plans: [],
    })
  })

  it('answers one plan by slug, 404 for an unknown one and 400 for a malformed one', async () => {
    const response = await planApi('ceiba-dual-choice-d-snp-new-orleans-2026', db)
    expect(await response.json()).toMatchObject({
      plan: { planType: 'D-SNP', state: 'LA', medicaidLevels: expect.arrayContaining(['FBDE']) },
    })
    await expectError(await planApi('ceiba-core-hmo-atlantis-2026', db), 404, 'plan_not_found')
    await expectError(await planApi('Ceiba Core!', db), 400, 'invalid_request')
  })

  it('serves a real PDF behind every document link of a plan, and nothing for unknown paths', async () => {
    const { plan } = (await (
      await planApi('ceiba-heart-diabetes-c-snp-miami-2026', db)
    ).json()) as { plan: Plan }
    expect(plan.documents.length).toBeGreaterThanOrEqual(10)
    for (const doc of plan.documents) {
      const pdf = await planDocumentPdf(doc.url, open.db)
      expect(new TextDecoder().decode(pdf?.slice(0, 5))).toBe('%PDF-')
    }
    expect(
      await planDocumentPdf(
        '/documents/plans/2026/ceiba-core-hmo-atlantis-2026/summary-of-benefits-en.pdf',
        open.db,
      ),
    ).toBeNull()
    expect(
      await planDocumentPdf(
        '/documents/plans/2026/ceiba-core-hmo-miami-2026/secret-en.pdf',
        open.db,
      ),
    ).toBeNull()
    expect(await planDocumentPdf('/documents/plans/../../etc/passwd', open.db)).toBeNull()
  })
})
