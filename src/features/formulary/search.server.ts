import type { Database } from '../../../db/client.ts'
import type { DrugSuggestion, SearchMatch } from '~/plans/formulary-types'
import { allowedTypos, prefixDistance } from './fuzzy'
import { normalizeName } from '~/plans/drug-names'
import { firstAtOrAfter } from '~/plans/sorted-terms'
import { drugIndex, type DrugIndex } from './drug-index.server'

type Hit = { drugId: string; score: number; match: SearchMatch }

// Lower is better: how well the term matched, then which kind of term it was (own name first).
const scoreOf = (match: SearchMatch, distance: number, weight: number) =>
  (match === 'exact' ? 0 : match === 'prefix' ? 10 : 20 + 10 * distance) + weight * 3

function keepBest(hits: Map<string, Hit>, hit: Hit) {
  const seen = hits.get(hit.drugId)
  if (!seen || hit.score < seen.score) hits.set(hit.drugId, hit)
}

/** Drugs with a term that starts with the query: a binary search, then a walk while it matches. */
function prefixHits(index: DrugIndex, q: string, hits: Map<string, Hit>) {
  for (let at = firstAtOrAfter(index.terms, q); at < index.terms.length; at += 1) {
    const row = index.terms[at]!
    if (!row.term.startsWith(q)) break
    const match: SearchMatch = row.term === q ? 'exact' : 'prefix'
    keepBest(hits, { drugId: row.drugId, match, score: scoreOf(match, 0, row.weight) })
  }
}

/**
 * Drugs with a term the query nearly begins (bounded typos). Terms whose first letters are too
 * far from the query's cannot match: a term shorter than the query by more than `max` letters
 * is skipped before the edit distance is computed, which stops at the first row above `max`.
 */
function typoHits(index: DrugIndex, q: string, max: number, hits: Map<string, Hit>) {
  for (const row of index.terms) {
    if (row.term.length + max < q.length) continue
    const seen = hits.get(row.drugId)
    if (seen && seen.match !== 'typo') continue
    const distance = prefixDistance(q, row.term, max)
    if (distance <= max)
      keepBest(hits, {
        drugId: row.drugId,
        match: 'typo',
        score: scoreOf('typo', distance, row.weight),
      })
  }
}

/**
 * Drugs of a formulary whose brand or generic name starts with the query, or nearly does
 * (bounded typos), ranked: exact before prefix before typo, own names before counterparts,
 * shorter names first. The typo pass only runs when prefix matches do not fill the page.
 * Everything is answered from the in-memory reference index (drug-index.server.ts).
 */
export async function searchDrugs(
  db: Database,
  formularyKey: string,
  query: string,
  limit = 10,
): Promise<DrugSuggestion[]> {
  const q = normalizeName(query)
  if (q.length < 2) return []
  const index = await drugIndex(db)
  const covers = index.coverage.get(formularyKey)
  if (!covers) return []
  const hits = new Map<string, Hit>()
  prefixHits(index, q, hits)
  const max = allowedTypos(q)
  if (hits.size < limit && max > 0) typoHits(index, q, max, hits)
  const suggestions: (DrugSuggestion & { score: number })[] = []
  for (const hit of hits.values()) {
    const drug = index.drugs.get(hit.drugId)
    const coverage = covers.get(hit.drugId)
    if (!drug || !coverage) continue
    suggestions.push({
      ...drug,
      covered: coverage.covered,
      tier: coverage.tier,
      match: hit.match,
      score: hit.score,
    })
  }
  return suggestions
    .sort(
      (a, b) => a.score - b.score || a.name.length - b.name.length || a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map(({ score: _score, ...suggestion }) => suggestion)
}
