/** How many typing mistakes a query of this length may hold and still match: 0, 1 or 2. */
export function allowedTypos(query: string): number {
  if (query.length < 4) return 0
  return query.length < 8 ? 1 : 2
}

/**
 * Edit distance (insertions, deletions, substitutions, adjacent swaps) between the query and the
 * closest beginning of the term, so a half-typed, misspelled name still matches: "lipiter" is one
 * edit from "lipitor", "ozempik" one from "ozempic". Returns max + 1 as soon as it cannot be <= max.
 */
export function prefixDistance(query: string, term: string, max: number): number {
  const n = query.length
  const m = term.length
  let before: number[] = []
  let previous = Array.from({ length: m + 1 }, (_, j) => j)
  for (let i = 1; i <= n; i += 1) {
    const row = [i]
    let best = i
    for (let j = 1; j <= m; j += 1) {
      const cost = query[i - 1] === term[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && query[i - 1] === term[j - 2] && query[i - 2] === term[j - 1])
        value = Math.min(value, before[j - 2]! + 1)
      row.push(value)
      if (value < best) best = value
    }
    if (best > max) return max + 1
    before = previous
    previous = row
  }
  return Math.min(...previous)
}
