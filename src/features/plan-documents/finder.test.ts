import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../../db/client.ts'
import { counties, zipCounties } from '../../../db/schema/plans.ts'
import { runSeeds } from '../../../db/seed/index.ts'
import { databaseKinds, openTestDatabase } from '../../../tests/support/databases'
import { criteriaPdf } from '../formulary/criteria-pdf.server'
import { documentsFinder } from './finder.server'
import { listPdf } from './list-pdf.server'

const text = (pdf: Uint8Array | null) => Buffer.from(pdf ?? []).toString('latin1')

describe.each(databaseKinds())('plan documents on %s', (kind) => {
  let open: OpenDatabase
  beforeAll(async () => {
    open = await openTestDatabase(kind)
    await runSeeds(open.db)
  })
  afterAll(() => open?.close())

  it('leads from a ZIP and a plan to that plan’s documents in the visitor’s language', async () => {
    const first = await documentsFinder(open.db, { zip: '33101', year: 2026, lang: 'es-mx' })
    expect(first.step).toBe('plan')
    if (first.step !== 'plan') return
    expect(first.county).toMatchObject({ name: 'Miami-Dade', label: 'County', served: true })
    const plan = first.plans[0]!
    const result = await documentsFinder(open.db, { zip: '33101', year: 2026, county: first.county.fips, plan: plan.slug, lang: 'es-mx' })
    expect(result.step).toBe('documents')
    if (result.step !== 'documents') return
    expect(result.documents.length).toBeGreaterThan(0)
    expect(result.documents.every((doc) => doc.lang === 'es-mx')).toBe(true)
    expect(result.documents.map((doc) => doc.type)).toContain('SB')
  })

  it('asks for the county of a ZIP that spans several, and says when a county is not served', async () => {
    const [multi] = await open.db
      .select({ zip: zipCounties.zip })
      .from(zipCounties)
      .innerJoin(counties, eq(counties.fips, zipCounties.fips))
      .where(eq(counties.state, 'LA'))
      .groupBy(zipCounties.zip)
      .having(sql`count(*) > 1`)
      .limit(1)
    const spanning = await documentsFinder(open.db, { zip: multi!.zip, year: 2026, lang: 'en-us' })
    expect(spanning.step).toBe('county')
    if (spanning.step === 'county') expect(spanning.counties.length).toBeGreaterThan(1)
    expect((await documentsFinder(open.db, { zip: '99501', year: 2026, lang: 'en-us' })).step).toBe('unservedCounty')
    expect((await documentsFinder(open.db, { zip: '00000', year: 2026, lang: 'en-us' })).step).toBe('unknownZip')
  })

  it('answers years before the catalogue with the archived set', async () => {
    expect(await documentsFinder(open.db, { zip: '33101', year: 2021, lang: 'en-us' })).toEqual({ step: 'archived', year: 2021 })
  })

  it('serves criteria PDFs for every spec 9.3 key and the yearly lists, in both languages', async () => {
    for (const key of ['gsc_2026', 'gsb_2025', 'houston_2022', '2021']) {
      const pdf = await criteriaPdf(open.db, key, 'es')
      expect(text(pdf).startsWith('%PDF-')).toBe(true)
    }
    expect(await criteriaPdf(open.db, 'cor_2026', 'en')).toBeNull()
    expect(text(await listPdf(open.db, '2026-prior-authorization-list-en.pdf')).startsWith('%PDF-')).toBe(true)
    expect(text(await listPdf(open.db, '2025-referral-list-es.pdf')).startsWith('%PDF-')).toBe(true)
    expect(text(await listPdf(open.db, '2026-provider-pharmacy-directory-fl-en.pdf')).startsWith('%PDF-')).toBe(true)
    expect(await listPdf(open.db, '2026-provider-pharmacy-directory-ak-en.pdf')).toBeNull()
    expect(await listPdf(open.db, '2019-referral-list-en.pdf')).toBeNull()
  })
})
