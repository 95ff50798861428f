/**
 * The one normal form of drug names for search: lower case, accents removed, anything that is not
 * a letter or digit turned into a single space. "Insulína Glargine/Lixisenatide" -> "insulina glargine lixisenatide".
 * Used by the seed (stored terms) and by the search (the query), so both always agree.
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** A stable, URL-safe id for a product name: "Lotensin HCT" -> "lotensin-hct". */
export function drugIdFor(name: string): string {
  return normalizeName(name).replace(/ /g, '-')
}
