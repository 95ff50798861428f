import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../db/client.ts'
import { formularyDrugs } from '../../db/schema/formulary.ts'
import { runSeeds } from '../../db/seed/index.ts'
import { databaseKinds, openTestDatabase } from '../../tests/support/databases'
import { criteriaDocuments } from './criteria-documents.server'
import { criteriaPdf } from './criteria-pdf.server'

describe.each(databaseKinds())('criteria documents of a plan year on %s', (kind) => {
  let open: OpenDatabase

  beforeAll(async () => {
    open = await openTestDatabase(kind)
    await runSeeds(open.db)
  }, 300_000)
  afterAll(() => open?.close())

  it('lists every formulary of the year with its PDF address, size and drug counts', async () => {
    const documents = await criteriaDocuments(open.db, 2026, 'es')
    expect(documents.map(({ key, code, url }) => ({ key, code, url }))).toEqual([
      { key: 'gsb_2026', code: 'gsb', url: '/documents/criteria/gsb_2026-es.pdf' },
      { key: 'gsc_2026', code: 'gsc', url: '/documents/criteria/gsc_2026-es.pdf' },
    ])
    for (const doc of documents) {
      expect(doc.bytes).toBe((await criteriaPdf(open.db, doc.key, 'es'))!.length)
      const rules = await open.db
        .select({ priorAuth: formularyDrugs.priorAuth, step: formularyDrugs.stepTherapy })
        .from(formularyDrugs)
        .where(and(eq(formularyDrugs.formularyKey, doc.key), eq(formularyDrugs.covered, true)))
      expect(doc.drugs.prior_authorization).toBe(
        rules.filter((rule) => rule.priorAuth !== null).length,
      )
      expect(doc.drugs.step_therapy).toBe(rules.filter((rule) => rule.step).length)
      expect(doc.drugs.prior_authorization).toBeGreaterThan(0)
      expect(doc.drugs.step_therapy).toBeGreaterThan(0)
    }
  })

  it('puts the one list for every plan first, and has none for a year without formularies', async () => {
    expect((await criteriaDocuments(open.db, 2024, 'en')).map((doc) => doc.url)).toEqual([
      '/documents/criteria/cor_2024-en.pdf',
      '/documents/criteria/gsc_2024-en.pdf',
      '/documents/criteria/hou_2024-en.pdf',
    ])
    expect(
      (await criteriaDocuments(open.db, 2022, 'en')).map((doc) => [doc.key, doc.code]),
    ).toEqual([
      ['2022', null],
      ['houston_2022', 'hou'],
    ])
    expect(await criteriaDocuments(open.db, 2019, 'en')).toEqual([])
  })
})
