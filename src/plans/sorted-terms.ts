/** Index of the first term not below `prefix` (terms are sorted by code unit). */
export function firstAtOrAfter(terms: readonly { term: string }[], prefix: string): number {
  let low = 0
  let high = terms.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (terms[middle]!.term < prefix) low = middle + 1
    else high = middle
  }
  return low
}
