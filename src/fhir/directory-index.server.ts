import type { Database } from '../../db/client.ts'
import { oncePerDatabase } from '~/server/db.server'
import { directoryRows, type DirectoryRow } from '~/directory/directory-rows.server'
import { addressParts, humanNameParts, normalizeString } from './string-match'
import { rowAddress, personName, rowLocationName, serviceName } from './directory-resources'
import { locationAliases } from './listing-details'

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
  /**
   * Every name part a row's resources hold (the whole name, a doctor's HumanName parts, the
   * office's name and other names, the doctor's service), normalized (string-match.ts) and sorted (code units), and the rows holding it.
   */
  words: readonly string[]
  rowsOfWord: readonly (readonly DirectoryRow[])[]
  /** The same for the parts of the address (text, line, city, state, ZIP code, country). */
  addressWords: readonly string[]
  rowsOfAddressWord: readonly (readonly DirectoryRow[])[]
}

/** The name parts any of a row's resources can be searched by: a superset each type's own test narrows. */
export const rowNameParts = (row: DirectoryRow): string[] =>
  row.category === 'doctors'
    ? [
        row.name,
        rowLocationName(row),
        serviceName(row),
        ...locationAliases(row),
        ...humanNameParts(personName(row.name)),
      ]
    : [row.name, ...locationAliases(row)]

export const rowAddressParts = (row: DirectoryRow): string[] => addressParts(rowAddress(row))

function groupBy(
  rows: readonly DirectoryRow[],
  key: (row: DirectoryRow) => string | null,
): Map<string, DirectoryRow[]> {
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

/** Sorted normalized parts and, for each, the rows (in id order) that hold it. */
function wordIndex(rows: readonly DirectoryRow[], parts: (row: DirectoryRow) => string[]) {
  const byWord = new Map<string, DirectoryRow[]>()
  for (const row of rows) {
    for (const word of new Set(parts(row).map(normalizeString))) {
      let list = byWord.get(word)
      if (!list) byWord.set(word, (list = []))
      list.push(row)
    }
  }
  const words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return { words, rowsOfWord: words.map((word) => byWord.get(word)!) }
}

function build(rows: readonly DirectoryRow[]): DirectoryIndex {
  const { words, rowsOfWord } = wordIndex(rows, rowNameParts)
  const address = wordIndex(rows, rowAddressParts)
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
export const directoryIndex = oncePerDatabase(async (db: Database) =>
  build(await directoryRows(db)),
)

const byIdOrder = (a: DirectoryRow, b: DirectoryRow) => a.id - b.id

/** Rows of several id-ordered lists, each once, in id order. */
export function unionById(lists: readonly (readonly DirectoryRow[])[]): readonly DirectoryRow[] {
  if (lists.length === 1) return lists[0]!
  const all = lists.flat().sort(byIdOrder)
  return all.filter((row, at) => at === 0 || all[at - 1] !== row)
}

/** Rows with a name (or address) part starting with `prefix`. */
function rowsWithWordPrefix(
  index: DirectoryIndex,
  prefix: string,
  field: 'name' | 'address' = 'name',
): DirectoryRow[] {
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
  for (let at = low; at < words.length && words[at]!.startsWith(prefix); at += 1)
    found.push(...lists[at]!)
  return found
}

/**
 * Rows holding a name (or address) part that starts with one of the values (normalized search
 * strings), in id order: the only rows a string search can match; each type tests its own parts.
 */
export function rowsNamed(
  index: DirectoryIndex,
  values: readonly string[],
  field: 'name' | 'address' = 'name',
): readonly DirectoryRow[] {
  const lists = values
    .filter((value) => value.length > 0)
    .map((value) => [...new Set(rowsWithWordPrefix(index, value, field))].sort(byIdOrder))
  return unionById(lists)
}
