import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createContext, useContext, useMemo, useState } from 'react'
import { planFitRequest, useCareList, type CareList } from './care-list'
import type { PlanFit, PlanFitResponse } from './plan-fit-types'

export type FitTarget = { county: string } | { plan: string }
export type CareSort = 'recommended' | 'estimate'

export type CareFit = {
  list: CareList
  /** True when the list holds nothing to ask about: nothing is fetched or shown. */
  empty: boolean
  status: 'idle' | 'pending' | 'error' | 'success'
  fits: Map<string, PlanFit>
}

/**
 * Posts the care list to /api/plan-fit (in the body, never a URL) and keeps the answer per list
 * and target. Every card of one result list shares one request (same query key). `target` null
 * fetches nothing (a provider above already has the answer). `shared`: a list from a link (the
 * plan comparison's), estimated instead of this browser's own.
 */
export function usePlanFit(
  target: FitTarget | null,
  year: number,
  shared?: CareList | null,
): CareFit {
  const own = useCareList()
  const list = shared ?? own
  const body = planFitRequest(list)
  const empty = body.drugs.length === 0 && body.npis.length === 0
  const query = useQuery({
    queryKey: ['plan-fit', target, year, body],
    queryFn: async ({ signal }): Promise<PlanFitResponse> => {
      const response = await fetch('/api/plan-fit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...target, year, ...body }),
        signal,
      })
      if (!response.ok) throw new Error(`Plan fit answered ${response.status}`)
      return (await response.json()) as PlanFitResponse
    },
    enabled: target !== null && !empty,
    staleTime: 5 * 60_000,
    retry: 1,
    placeholderData: keepPreviousData,
  })
  const fits = useMemo(
    () => new Map((query.data?.plans ?? []).map((fit) => [fit.slug, fit])),
    [query.data],
  )
  const status =
    target === null || empty ? 'idle' : query.isError ? 'error' : query.data ? 'success' : 'pending'
  return { list, empty, status, fits }
}

/** The answer for a whole result list, shared with its cards and comparison table. */
export const CareFitContext = createContext<CareFit | null>(null)

/** The fit of one plan: from the result list around it, or fetched for that plan alone (its page). */
export function usePlanFitFor(slug: string, year: number): CareFit & { fit: PlanFit | undefined } {
  const scoped = useContext(CareFitContext)
  const own = usePlanFit(scoped ? null : { plan: slug }, year)
  const care = scoped ?? own
  return { ...care, fit: care.fits.get(slug) }
}

type SortEntry = { plan: { slug: string; planType: string } }

/**
 * Plans by lowest estimated yearly cost (ties keep their order); plans without an answer last.
 * Someone who answered that they have no Medicaid cannot join a D-SNP: its Extra Help estimate is
 * not theirs, so D-SNPs follow the plans they can join, in their own cost order.
 */
export function sortByEstimate<T extends SortEntry>(
  ranked: T[],
  fits: Map<string, PlanFit>,
  medicaid?: boolean,
): T[] {
  const cost = (entry: T) =>
    fits.get(entry.plan.slug)?.estimatedAnnualCost ?? Number.POSITIVE_INFINITY
  const outOfReach = (entry: T) => (medicaid === false && entry.plan.planType === 'D-SNP' ? 1 : 0)
  return ranked
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        outOfReach(a.entry) - outOfReach(b.entry) ||
        cost(a.entry) - cost(b.entry) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry)
}

/**
 * The results' care state: the fit of every plan of a county, and the chosen order (`medicaid`:
 * the person's answer, if any; `shared`: a list from a link, instead of this browser's).
 */
export function useCareResults<T extends SortEntry>(
  ranked: T[],
  county: string,
  year: number,
  medicaid?: boolean,
  shared?: CareList | null,
) {
  const care = usePlanFit({ county }, year, shared)
  const [sort, setSort] = useState<CareSort>('recommended')
  const plans =
    sort === 'estimate' && care.status === 'success'
      ? sortByEstimate(ranked, care.fits, medicaid)
      : ranked
  return { care, sort, setSort, plans }
}
