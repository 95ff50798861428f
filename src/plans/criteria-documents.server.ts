import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { formularies, formularyDrugs } from '../../db/schema/formulary.ts'
import type { Lang } from '../i18n/locales'
import { criteriaPdfPath } from './criteria-keys'
import { criteriaPdf } from './criteria-pdf.server'
import type { CriteriaDocument } from './criteria-documents'
import type { FormularyCode } from './plan-types'

/**
 * The criteria PDFs of a plan year's formularies in a language, in key order (one list for every
 * plan first): what src/routes/documents/criteria/$file.ts serves, with each file's size (the PDF
 * is built once per process, criteria-pdf.server.ts) and its drug counts. Empty for a year
 * without formularies.
 */
export async function criteriaDocuments(
  db: Database,
  year: number,
  lang: Lang,
): Promise<CriteriaDocument[]> {
  const rows = await db
    .select({
      key: formularies.key,
      code: formularies.code,
      priorAuthorization:
        sql<number>`count(*) filter (where ${formularyDrugs.priorAuth} is not null)`.mapWith(
          Number,
        ),
      stepTherapy: sql<number>`count(*) filter (where ${formularyDrugs.stepTherapy})`.mapWith(
        Number,
      ),
    })
    .from(formularies)
    .leftJoin(
      formularyDrugs,
      and(eq(formularyDrugs.formularyKey, formularies.key), eq(formularyDrugs.covered, true)),
    )
    .where(eq(formularies.year, year))
    .groupBy(formularies.key, formularies.code)
    .orderBy(sql`${formularies.code} asc nulls first`, asc(formularies.key))
  return Promise.all(
    rows.map(async (row) => ({
      key: row.key,
      code: row.code as FormularyCode | null,
      lang,
      url: criteriaPdfPath(row.key, lang),
      bytes: (await criteriaPdf(db, row.key, lang))?.length ?? 0,
      drugs: { prior_authorization: row.priorAuthorization, step_therapy: row.stepTherapy },
    })),
  )
}
