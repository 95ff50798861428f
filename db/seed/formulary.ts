// Seeder for drugs, their search terms and every formulary (spec 3.5, 9.3).
import type { Database } from '../client.ts'
import { drugSearchTerms, drugs, formularies, formularyDrugs } from '../schema/formulary.ts'
import { normalizeName } from '../../src/plans/drug-names.ts'
import { catalogue, type CatalogueDrug } from './drugs.ts'
import { FORMULARIES, buildFormulary } from './formulary-rules.ts'
import { insertInChunks } from './insert-in-chunks.ts'

// Words too common in names to be worth a search term of their own.
const NOISE = new Set([
  'er',
  'xr',
  'dr',
  'sr',
  'la',
  'cr',
  'hct',
  'and',
  'the',
  'for',
  'use',
  'u',
  'eye',
  'oral',
])

/** The search terms of one product, each with its weight (0 whole name, 1 a word, 2 its counterpart). */
export function searchTerms(drug: CatalogueDrug): Array<{ term: string; weight: number }> {
  const terms = new Map<string, number>()
  const put = (term: string, weight: number) => {
    if (term.length >= 2 && (terms.get(term) ?? 9) > weight) terms.set(term, weight)
  }
  const whole = normalizeName(drug.name)
  put(whole, 0)
  for (const word of whole.split(' '))
    if (word.length >= 3 && !NOISE.has(word) && !/^\d/.test(word)) put(word, 1)
  put(normalizeName(drug.isBrand ? drug.genericName : (drug.brandOf ?? '')), 2)
  return [...terms].map(([term, weight]) => ({ term, weight }))
}

export const formularySeeder = {
  name: 'formulary',
  version: 2,
  async run(db: Database) {
    const products = catalogue()
    await db.delete(formularyDrugs)
    await db.delete(formularies)
    await db.delete(drugSearchTerms)
    await db.delete(drugs)
    await insertInChunks(
      db,
      drugs,
      products.map(({ flags: _flags, ...drug }) => drug),
    )
    await insertInChunks(
      db,
      drugSearchTerms,
      products.flatMap((drug) => searchTerms(drug).map((t) => ({ ...t, drugId: drug.id }))),
    )
    await db.insert(formularies).values(FORMULARIES)
    for (const formulary of FORMULARIES) {
      const rows = buildFormulary(formulary, products).map((entry) => ({
        ...entry,
        formularyKey: formulary.key,
        updatedAt: new Date(entry.updatedAt),
      }))
      await insertInChunks(db, formularyDrugs, rows, 1000)
    }
  },
}
