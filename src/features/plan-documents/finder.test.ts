import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../../db/client.ts'
import { counties, zipCounties } from '../../../db/schema/plans.ts'
import { runSeeds } from '../../../db/seed/index.ts'
import { databaseKinds, openTestDatabase } from '../../../tests/support/databases'
import { documentsFinder } from './finder.server'
import { listPdf } from './list-pdf.server'
import { planDocumentPdf } from '../../plans/plans-documents.server'

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
    const result = await documentsFinder(open.db, {
      zip: '33101',
      year: 2026,
      county: first.county.fips,
      plan: plan.slug,
      lang: 'es-mx',
    })
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
    expect((await documentsFinder(open.db, { zip: '99501', year: 2026, lang: 'en-us' })).step).toBe(
      'unservedCounty',
    )
    expect((await documentsFinder(open.db, { zip: '00000', year: 2026, lang: 'en-us' })).step).toBe(
      'unknownZip',
    )
  })

  it('publishes the documents of every year from 2019 (spec 9.1), each a real PDF', async () => {
    for (const year of [2019, 2023] as const) {
      const first = await documentsFinder(open.db, { zip: '33101', year, lang: 'en-us' })
      expect(first.step).toBe('plan')
      if (first.step !== 'plan') continue
      expect(first.plans.length).toBeGreaterThan(0)
      const plan = first.plans[0]!
      expect(plan.slug).toMatch(new RegExp(`-${year}$`))
      const result = await documentsFinder(open.db, {
        zip: '33101',
        year,
        county: first.county.fips,
        plan: plan.slug,
        lang: 'es-mx',
      })
      expect(result.step).toBe('documents')
      if (result.step !== 'documents') continue
      expect(result.current).toBe(false)
      const sb = result.documents.find((doc) => doc.type === 'SB')!
      expect(sb.title).toBe(`Resumen de beneficios ${year}`)
      const pdf = await planDocumentPdf(sb.url, open.db)
      expect(text(pdf).startsWith('%PDF-')).toBe(true)
    }
  })

  it('lists fewer plans and places in the early years, and says when a county was not served yet', async () => {
    const plans2019 = await documentsFinder(open.db, { zip: '33101', year: 2019, lang: 'en-us' })
    const plans2026 = await documentsFinder(open.db, { zip: '33101', year: 2026, lang: 'en-us' })
    if (plans2019.step !== 'plan' || plans2026.step !== 'plan')
      throw new Error('Miami-Dade is served in 2019 and 2026')
    expect(plans2019.plans.length).toBeLessThan(plans2026.plans.length)
    // Atlanta joined the service area in 2021.
    expect((await documentsFinder(open.db, { zip: '30303', year: 2019, lang: 'en-us' })).step).toBe(
      'unservedCounty',
    )
    expect((await documentsFinder(open.db, { zip: '30303', year: 2021, lang: 'en-us' })).step).toBe(
      'plan',
    )
  })

  it('serves the yearly lists, in both languages', async () => {
    expect(
      text(await listPdf(open.db, '2026-prior-authorization-list-en.pdf')).startsWith('%PDF-'),
    ).toBe(true)
    expect(text(await listPdf(open.db, '2025-referral-list-es.pdf')).startsWith('%PDF-')).toBe(true)
    expect(
      text(await listPdf(open.db, '2026-provider-pharmacy-directory-fl-en.pdf')).startsWith(
        '%PDF-',
      ),
    ).toBe(true)
    expect(await listPdf(open.db, '2026-provider-pharmacy-directory-ak-en.pdf')).toBeNull()
    expect(text(await listPdf(open.db, '2019-referral-list-en.pdf')).startsWith('%PDF-')).toBe(true)
    expect(text(await listPdf(open.db, '2023-dme-list-es.pdf')).startsWith('%PDF-')).toBe(true)
    expect(await listPdf(open.db, '2018-referral-list-en.pdf')).toBeNull()
    // Printed directories are for the current plan years only.
    expect(await listPdf(open.db, '2023-provider-pharmacy-directory-fl-en.pdf')).toBeNull()
  })
})
