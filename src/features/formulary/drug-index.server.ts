import type { Database } from '../../../db/client.ts'
import { drugSearchTerms, drugs, formularyDrugs } from '../../../db/schema/formulary.ts'
import { oncePerDatabase } from '~/server/db.server'
import { formTerms } from './form-terms'

export type IndexedTerm = { term: string; drugId: string; weight: number }
export type IndexedDrug = {
  id: string
  name: string
  genericName: string
  isBrand: boolean
  brandOf: string | null
}
export type IndexedCoverage = { covered: boolean; tier: number | null }

/**
 * The drug search's reference data held in memory (decision 0017): every search term sorted for
 * binary-searched prefixes, the drugs by id, and each formulary's coverage by drug. It is not
 * per-person state, it changes only when the seed changes (which restarts the server), and it
 * is a few hundred kilobytes: one load per process replaces two or three queries per keystroke.
 */
export type DrugIndex = {
  terms: IndexedTerm[]
  drugs: Map<string, IndexedDrug>
  coverage: Map<string, Map<string, IndexedCoverage>>
}

async function load(db: Database): Promise<DrugIndex> {
  const [termRows, drugRows, coverageRows] = await Promise.all([
    db.select().from(drugSearchTerms),
    db
      .select({
        id: drugs.id,
        name: drugs.name,
        genericName: drugs.genericName,
        isBrand: drugs.isBrand,
        brandOf: drugs.brandOf,
        forms: drugs.forms,
      })
      .from(drugs),
    db
      .select({
        formularyKey: formularyDrugs.formularyKey,
        drugId: formularyDrugs.drugId,
        covered: formularyDrugs.covered,
        tier: formularyDrugs.tier,
      })
      .from(formularyDrugs),
  ])
  const coverage = new Map<string, Map<string, IndexedCoverage>>()
  for (const row of coverageRows) {
    let byDrug = coverage.get(row.formularyKey)
    if (!byDrug) coverage.set(row.formularyKey, (byDrug = new Map()))
    byDrug.set(row.drugId, { covered: row.covered, tier: row.tier })
  }
  // A drug is also found by its forms, in either language ("tableta", "vial", "inyección"), after
  // every name (weight 3).
  const named = new Set(termRows.map((row) => `${row.term}\u0000${row.drugId}`))
  for (const drug of drugRows)
    for (const term of formTerms(drug.forms.map((form) => form.form)))
      if (!named.has(`${term}\u0000${drug.id}`)) {
        named.add(`${term}\u0000${drug.id}`)
        termRows.push({ term, drugId: drug.id, weight: 3 })
      }
  return {
    terms: termRows.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0)),
    drugs: new Map(drugRows.map(({ forms: _forms, ...row }) => [row.id, row])),
    coverage,
  }
}

/** The index for this database, loaded on first use and kept for the life of the process. */
export const drugIndex = oncePerDatabase(load)
