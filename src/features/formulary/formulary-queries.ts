import { queryOptions } from '@tanstack/react-query'
import type { PlanYear } from '~/plans/plan-years'

// The server functions load on a query's first fetch, not with the page (decision 0015).
const functions = () => import('./formulary.functions')

export const formularyContextQuery = (input: { year: PlanYear; plan?: string; zip?: string }) =>
  queryOptions({
    queryKey: ['formulary', 'context', input.year, input.plan ?? null, input.zip ?? null],
    queryFn: async () => (await functions()).getFormularyContext({ data: input }),
  })

export const drugDetailsQuery = (input: { year: PlanYear; plan: string; drug: string }) =>
  queryOptions({
    queryKey: ['formulary', 'drug', input.year, input.plan, input.drug],
    queryFn: async () => (await functions()).getDrugDetails({ data: input }),
  })

/** The drug search's results for words typed in the drug box and sent (`?q=`). */
export const drugMatchesQuery = (input: { year: PlanYear; plan: string; q: string }) =>
  queryOptions({
    queryKey: ['formulary', 'matches', input.year, input.plan, input.q],
    queryFn: async () => (await functions()).getDrugMatches({ data: input }),
  })
