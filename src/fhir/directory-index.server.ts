import type { Database } from '../../db/client.ts'
import { directoryRows, oncePerDatabase, type DirectoryRow } from '~/server/reference-data.server'

/**
 * The directory's FHIR search indexes, built once per database from the rows the provider search
 * also holds (reference data, decision 0015): every list is in id order, the order searches
 * answer in. A search starts from the shortest list an index gives for its parameters and tests
 * the rest of its parameters on those rows only.
 */
export type DirectoryIndex = {
  byId: ReadonlyMap<number, DirectoryRow>
  byCategory: ReadonlyMap<string, readonly DirectoryRow[]>
  byZip: ReadonlyMap<string, readonly DirectoryRow[]>
  byState: ReadonlyMap<string, readonly DirectoryRow[]>
  bySpecialty: ReadonlyMap<string, readonly DirectoryRow[]>
  byNpi: ReadonlyMap<string, readonly DirectoryRow[]>
  /** Every word of every name, sorted (code units), and the rows whose name holds it. */
  words: readonly string[]
  rowsOfWord: readonly (readonly DirectoryRow[])[]
  /** The same for the words of addresses (street, city, state, ZIP code). */
  addressWords: readonly string[]
  rowsOfAddressWord: readonly (readonly DirectoryRow[])[]
}

/**
 * The words of a name or of a search value: lower case, split at anything but a-z and 0-9
 * (as FHIR string search reads "each word starts a word of the name").
 */
export const nameWords = (value: string) => value.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)

function groupBy(rows: readonly DirectoryRow[], key: (row: DirectoryRow) => string | null): Map<string, DirectoryRow[]> {
  const groups = new Map<string, DirectoryRow[]>()
  for (const row of rows) {
    const value = key(row)
    if (value === null) continue
    let list = groups.get(value)
    if (!list) groups.set(value, (list = []))
    list.push(row)
  }
  return groups
}

/** Sorted words and, for each, the rows (in id order) whose text holds it. */
function wordIndex(rows: readonly DirectoryRow[], text: (row: DirectoryRow) => string) {
  const byWord = new Map<string, DirectoryRow[]>()
  for (const row of rows) {
    for (const word of new Set(nameWords(text(row)))) {
      let list = byWord.get(word)
      if (!list) byWord.set(word, (list = []))
      list.push(row)
    }
  }
  const words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return { words, rowsOfWord: words.map((word) => byWord.get(word)!) }
}

function build(rows: readonly DirectoryRow[]): DirectoryIndex {
  const { words, rowsOfWord } = wordIndex(rows, (row) => row.name)
  const address = wordIndex(rows, (row) => `${row.address} ${row.city} ${row.state} ${row.zip}`)
  return {
    byId: new Map(rows.map((row) => [row.id, row])),
    byCategory: groupBy(rows, (row) => row.category),
    byZip: groupBy(rows, (row) => row.zip),
    byState: groupBy(rows, (row) => row.state),
    bySpecialty: groupBy(rows, (row) => row.specialty),
    byNpi: groupBy(rows, (row) => row.npi),
    words,
    rowsOfWord,
    addressWords: address.words,
    rowsOfAddressWord: address.rowsOfWord,
  }
}

/** The index for this database, built on first use and kept for the life of the process. */
export const directoryIndex = oncePerDatabase(async (db: Database) => build(await directoryRows(db)))

const byIdOrder = (a: DirectoryRow, b: DirectoryRow) => a.id - b.id

/** Rows of several id-ordered lists, each once, in id order. */
export function unionById(lists: readonly (readonly DirectoryRow[])[]): readonly DirectoryRow[] {
  if (lists.length === 1) return lists[0]!
  const all = lists.flat().sort(byIdOrder)
  return all.filter((row, at) => at === 0 || all[at - 1] !== row)
}

/** Rows with a name (or address) word starting with `prefix`. */
function rowsWithWordPrefix(index: DirectoryIndex, prefix: string, field: 'name' | 'address' = 'name'): DirectoryRow[] {
  const words = field === 'name' ? index.words : index.addressWords
  const lists = field === 'name' ? index.rowsOfWord : index.rowsOfAddressWord
  let low = 0
  let high = words.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (words[middle]! < prefix) low = middle + 1
    else high = middle
  }
  const found: DirectoryRow[] = []
  for (let at = low; at < words.length && words[at]!.startsWith(prefix); at += 1) found.push(...lists[at]!)
  return found
}

/**
 * Rows whose name matches any of the values, each value's every word starting a word of the
 * name, in id order ("garc" finds Garcia and Perez-Garcia; "maria gar" finds Maria Garcia).
 */
export function rowsNamed(index: DirectoryIndex, values: readonly string[], field: 'name' | 'address' = 'name'): readonly DirectoryRow[] {
  const lists = values.map((value) => {
    const words = nameWords(value)
    if (!words.length) return []
    let kept: Set<DirectoryRow> | undefined
    for (const word of words) {
      const found = new Set(rowsWithWordPrefix(index, word, field))
      kept = kept ? new Set([...kept].filter((row) => found.has(row))) : found
    }
    return [...kept!].sort(byIdOrder)
  })
  return unionById(lists)
}
