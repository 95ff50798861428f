import { and, eq, inArray, like, or, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { drugSearchTerms, drugs, formularyDrugs } from '../../../db/schema/formulary.ts'
import type { DrugSuggestion, SearchMatch } from '~/plans/formulary-types'
import { allowedTypos, pieces, prefixDistance } from './fuzzy'
import { normalizeName } from '~/plans/drug-names'

type Hit = { drugId: string; score: number; match: SearchMatch }

// Lower is better: how well the term matched, then which kind of term it was (own name first).
const scoreOf = (match: SearchMatch, distance: number, weight: number) =>
  (match === 'exact' ? 0 : match === 'prefix' ? 10 : 20 + 10 * distance) + weight * 3

function keepBest(hits: Map<string, Hit>, hit: Hit) {
  const seen = hits.get(hit.drugId)
  if (!seen || hit.score < seen.score) hits.set(hit.drugId, hit)
}

/**
 * Drugs of a formulary whose brand or generic name starts with the query, or nearly does
 * (bounded typos), ranked: exact before prefix before typo, own names before counterparts,
 * shorter names first. Prefix matches use the term index; the typo pass only runs when prefix
 * matches do not fill the page, over the candidates the pigeonhole pieces find.
 */
export async function searchDrugs(db: Database, formularyKey: string, query: string, limit = 10): Promise<DrugSuggestion[]> {
  const q = normalizeName(query)
  if (q.length < 2) return []
  const hits = new Map<string, Hit>()
  const prefixRows = await db
    .select()
    .from(drugSearchTerms)
    .where(like(drugSearchTerms.term, `${q}%`))
    .limit(400)
  for (const row of prefixRows) {
    const match: SearchMatch = row.term === q ? 'exact' : 'prefix'
    keepBest(hits, { drugId: row.drugId, match, score: scoreOf(match, 0, row.weight) })
  }
  const max = allowedTypos(q)
  if (hits.size < limit && max > 0) {
    // Each piece may move by at most `max` places, so only look for it in that window of the term.
    let offset = 0
    const near = pieces(q, max).map((piece) => {
      const from = Math.max(offset - max, 0) + 1
      offset += piece.length
      return sql`strpos(substr(${drugSearchTerms.term}, ${from}, ${piece.length + 2 * max}), ${piece}) > 0`
    })
    const candidates = await db
      .select()
      .from(drugSearchTerms)
      .where(or(...near))
      .limit(3000)
    for (const row of candidates) {
      if (hits.has(row.drugId) && hits.get(row.drugId)!.match !== 'typo') continue
      const distance = prefixDistance(q, row.term, max)
      if (distance <= max) keepBest(hits, { drugId: row.drugId, match: 'typo', score: scoreOf('typo', distance, row.weight) })
    }
  }
  if (hits.size === 0) return []
  // Only the best few need names and coverage; ties beyond them cannot reach the page.
  const best = [...hits.values()].sort((a, b) => a.score - b.score).slice(0, limit * 4)
  const rows = await db
    .select({
      id: drugs.id,
      name: drugs.name,
      genericName: drugs.genericName,
      isBrand: drugs.isBrand,
      brandOf: drugs.brandOf,
      covered: formularyDrugs.covered,
      tier: formularyDrugs.tier,
    })
    .from(drugs)
    .innerJoin(formularyDrugs, and(eq(formularyDrugs.drugId, drugs.id), eq(formularyDrugs.formularyKey, formularyKey)))
    .where(inArray(drugs.id, best.map((hit) => hit.drugId)))
  return rows
    .map((row) => ({ ...row, match: hits.get(row.id)!.match, score: hits.get(row.id)!.score }))
    .sort((a, b) => a.score - b.score || a.name.length - b.name.length || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({ score: _score, ...suggestion }) => suggestion)
}
