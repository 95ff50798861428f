import type { Database } from '../../db/client.ts'
import { drugSearchTerms, drugs, formularies, formularyDrugs } from '../../db/schema/formulary.ts'
import { oncePerDatabase } from '~/server/db.server'
import { firstAtOrAfter } from '~/plans/sorted-terms'
import type { DrugRow, EntryRow } from './drug-resources'

/** A drug's place in a formulary, with what its FormularyItem shows of the drug and the formulary. */
export type ItemRow = {
  entry: EntryRow
  drug: Pick<DrugRow, 'id' | 'name' | 'isBrand'>
  year: number
}

/**
 * The formularies' reference data for the FHIR searches (MedicationKnowledge, Basic), held in
 * memory (decision 0015): 1,532 drugs, their name terms, and the covered formulary entries. It
 * changes only with the seed. Lists are in the order searches answer: drugs by id, entries by
 * formulary key then drug id (code-unit order, as the databases' C collation sorts).
 */
export type FormularyIndex = {
  drugs: readonly DrugRow[]
  drugById: ReadonlyMap<string, DrugRow>
  /** A drug's own name and each word of it (weights 0 and 1), sorted, for code:text prefixes. */
  terms: readonly { term: string; drugId: string }[]
  items: readonly ItemRow[]
  itemsByDrug: ReadonlyMap<string, readonly ItemRow[]>
  itemsByFormulary: ReadonlyMap<string, readonly ItemRow[]>
  /** Entries by `{formulary key}|{drug id}`. */
  itemByKey: ReadonlyMap<string, ItemRow>
  formularies: readonly { key: string; year: number }[]
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function listsBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const lists = new Map<string, T[]>()
  for (const row of rows) {
    let list = lists.get(key(row))
    if (!list) lists.set(key(row), (list = []))
    list.push(row)
  }
  return lists
}

async function load(db: Database): Promise<FormularyIndex> {
  const [drugRows, termRows, formularyRows, entryRows] = await Promise.all([
    db.select().from(drugs),
    db
      .select({
        term: drugSearchTerms.term,
        drugId: drugSearchTerms.drugId,
        weight: drugSearchTerms.weight,
      })
      .from(drugSearchTerms),
    db.select({ key: formularies.key, year: formularies.year }).from(formularies),
    db.select().from(formularyDrugs),
  ])
  drugRows.sort((a, b) => byText(a.id, b.id))
  const drugById = new Map(drugRows.map((row) => [row.id, row]))
  const yearOf = new Map(formularyRows.map((row) => [row.key, row.year]))
  const items = entryRows
    .filter(
      (entry) => entry.covered && drugById.has(entry.drugId) && yearOf.has(entry.formularyKey),
    )
    .sort((a, b) => byText(a.formularyKey, b.formularyKey) || byText(a.drugId, b.drugId))
    .map((entry): ItemRow => {
      const { id, name, isBrand } = drugById.get(entry.drugId)!
      return { entry, drug: { id, name, isBrand }, year: yearOf.get(entry.formularyKey)! }
    })
  return {
    drugs: drugRows,
    drugById,
    terms: termRows
      .filter((row) => row.weight < 2)
      .sort((a, b) => byText(a.term, b.term) || byText(a.drugId, b.drugId)),
    items,
    itemsByDrug: listsBy(items, (item) => item.entry.drugId),
    itemsByFormulary: listsBy(items, (item) => item.entry.formularyKey),
    itemByKey: new Map(
      items.map((item) => [`${item.entry.formularyKey}|${item.entry.drugId}`, item]),
    ),
    formularies: formularyRows,
  }
}

/** The index for this database, loaded on first use and kept for the life of the process. */
export const formularyIndex = oncePerDatabase(load)

/** Ids of the drugs with a name term (own name or a word of it) starting with any of the prefixes. */
export function drugIdsWithTermPrefix(
  index: FormularyIndex,
  prefixes: readonly string[],
): Set<string> {
  const ids = new Set<string>()
  const { terms } = index
  for (const prefix of prefixes) {
    for (
      let at = firstAtOrAfter(terms, prefix);
      at < terms.length && terms[at]!.term.startsWith(prefix);
      at += 1
    )
      ids.add(terms[at]!.drugId)
  }
  return ids
}
